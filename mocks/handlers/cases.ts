import { http } from 'msw'
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
import { apiPath, json, pageParam, readForm, route } from './route.ts'
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
import type { Schemas } from '../present/types.ts'

/** Fixed paths come before `/cases/:slug`, which would otherwise take them as slugs. */
export const caseHandlers = [
  http.get(
    apiPath('/cases'),
    route(({ url, user, locale }) => {
      const page = listCases(db, user, pageParam(url))
      const body: Schemas['CasePage'] = {
        data: page.items.map((view) => presentCaseSummary(view, locale)),
        pagination: presentPagination(page),
      }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/cases/top'),
    route(({ user, locale }) => {
      const body: Schemas['CasesResponse'] = {
        data: topCases(db, user).map((view) => presentCaseSummary(view, locale)),
      }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/cases/last-items'),
    route(() => {
      const body: Schemas['LastDroppedItemsResponse'] = {
        data: lastDrops(db).map(presentLastDrop),
      }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/drops/:id'),
    route(({ params, locale }) => {
      const body: Schemas['FairDropResponse'] = { data: presentFairDrop(dropView(db, dropById(db, params.id)), locale) }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/cases/:slug'),
    route(async ({ params, user, locale }) => {
      const body: Schemas['CaseResponse'] = {
        data: presentCase(await casePageView(db, caseBySlug(db, params.slug ?? ''), user), locale),
      }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/cases/:slug/tasks'),
    route(({ params, user, locale }) => {
      const caseRow = caseBySlug(db, params.slug ?? '')
      const body: Schemas['TasksResponse'] = {
        data: tasksWithProgress(db, 'case', caseRow.id, user).map((view) => presentTask(view, locale)),
      }
      return json(body)
    }),
  ),
  http.post(
    apiPath('/cases/:slug/open'),
    route(async ({ request, params, user }) => {
      const opener = requireUser(user)
      const form = await readForm(request)
      const body: Schemas['DroppedItemResponse'] = {
        data: presentDroppedItem(dropView(db, await openCase(db, opener, params.slug ?? '', form.captchaToken))),
      }
      return json(body)
    }),
  ),
  http.post(
    apiPath('/cases/:slug/available-item/sell'),
    route(async ({ params, user }) => {
      const balance = await sellAvailableItem(db, requireUser(user), params.slug ?? '')
      const body: Schemas['BalanceResponse'] = { data: { balance: centsToCoins(balance) } }
      return json(body)
    }),
  ),
  http.post(
    apiPath('/cases/:slug/available-item/send'),
    route(async ({ params, user }) => {
      const sender = requireUser(user)
      const trade = await sendAvailableItem(db, sender, params.slug ?? '')
      const body: Schemas['ProfileTradeResponse'] = {
        data: presentProfileTrade(trade, tradeStatus(trade, sender, clock.now())),
      }
      return json(body)
    }),
  ),
  http.post(
    apiPath('/cases/:slug/promocodes/activate'),
    route(async ({ request, params, user, locale }) => {
      const signedIn = requireUser(user)
      const form = await readForm(request)
      const body: Schemas['CaseResponse'] = {
        data: presentCase(await activateCasePromocode(db, signedIn, params.slug ?? '', form.code), locale),
      }
      return json(body)
    }),
  ),
]
