import { db } from '../db/db.ts'
import {
  activateCasePromocode,
  caseBySlug,
  casePageView,
  lastDrops,
  listCases,
  openCase,
  sellAvailableItem,
  sendAvailableItem,
  topCases,
} from '../domain/cases.ts'
import { dropById, dropView } from '../domain/fair.ts'
import { centsToCoins } from '../domain/money.ts'
import { requireUser } from '../domain/sessions.ts'
import { tasksWithProgress } from '../domain/tasks.ts'
import { tradeStatus } from '../domain/trades.ts'
import { clock } from '../clock.ts'
import { route } from './route.ts'
import { pageParam } from './request.ts'
import { presentPagination } from '../present/content.ts'
import {
  presentCase,
  presentCaseSummary,
  presentDroppedItem,
  presentFairDrop,
  presentLastDrop,
  presentProfileTrade,
  presentTask,
} from '../present/games.ts'

/** Fixed paths come before `/cases/:slug`, which would otherwise take them as slugs. */
export const caseHandlers = [
  route('get', '/cases', ({ answer, query, user, locale }) => {
    const page = listCases(db, user, pageParam(query))
    return answer(200, {
      data: page.items.map((view) => presentCaseSummary(view, locale)),
      pagination: presentPagination(page),
    })
  }),
  route('get', '/cases/top', ({ answer, user, locale }) =>
    answer(200, {
      data: topCases(db, user).map((view) => presentCaseSummary(view, locale)),
    }),
  ),
  route('get', '/cases/last-items', ({ answer }) =>
    answer(200, {
      data: lastDrops(db).map(presentLastDrop),
    }),
  ),
  route('get', '/drops/{id}', ({ answer, params, locale }) =>
    answer(200, { data: presentFairDrop(dropView(db, dropById(db, params.id)), locale) }),
  ),
  route('get', '/cases/{slug}', async ({ answer, params, user, locale }) =>
    answer(200, {
      data: presentCase(await casePageView(db, caseBySlug(db, params.slug), user), locale),
    }),
  ),
  route('get', '/cases/{slug}/tasks', ({ answer, params, user, locale }) => {
    const caseRow = caseBySlug(db, params.slug)
    return answer(200, {
      data: tasksWithProgress(db, 'case', caseRow.id, user).map((view) => presentTask(view, locale)),
    })
  }),
  route('post', '/cases/{slug}/open', async ({ answer, form, params, user }) => {
    const opener = requireUser(user)
    const fields = await form()
    return answer(200, {
      data: presentDroppedItem(dropView(db, await openCase(db, opener, params.slug, fields.captchaToken))),
    })
  }),
  route('post', '/cases/{slug}/available-item/sell', async ({ answer, params, user }) => {
    const balance = await sellAvailableItem(db, requireUser(user), params.slug)
    return answer(200, { data: { balance: centsToCoins(balance) } })
  }),
  route('post', '/cases/{slug}/available-item/send', async ({ answer, params, user }) => {
    const sender = requireUser(user)
    const trade = await sendAvailableItem(db, sender, params.slug)
    return answer(200, {
      data: presentProfileTrade(trade, tradeStatus(trade, sender, clock.now())),
    })
  }),
  route('post', '/cases/{slug}/promocodes/activate', async ({ answer, form, params, user, locale }) => {
    const signedIn = requireUser(user)
    const fields = await form()
    return answer(200, {
      data: presentCase(await activateCasePromocode(db, signedIn, params.slug, fields.code), locale),
    })
  }),
]
