import { db } from '../db/db.ts'
import {
  giveawayBySlug,
  giveawayTasks,
  lastGiveaways,
  lastRewards,
  listGiveaways,
  parseGiveawayFilter,
  takeReward,
} from '../domain/giveaways.ts'
import { requireUser } from '../domain/sessions.ts'
import { route } from './route.ts'
import { pageParam } from './request.ts'
import { isoDate, pick } from '../present/text.ts'
import { presentPagination } from '../present/content.ts'
import { presentGiveaway, presentGiveawayListItem, presentTask } from '../present/games.ts'
import { presentUserSummary } from '../present/users.ts'

/** Fixed paths come before `/giveaways/:slug`, which would otherwise take them as slugs. */
export const giveawayHandlers = [
  route('get', '/giveaways', ({ answer, query, locale }) => {
    const filter = parseGiveawayFilter(query.filter(['type', 'status']))
    const page = listGiveaways(db, filter, pageParam(query))
    return answer(200, {
      data: page.items.map((row) => presentGiveawayListItem(db, row, locale)),
      pagination: presentPagination(page),
    })
  }),
  route('get', '/giveaways/last', ({ answer, query, locale }) => {
    const filter = parseGiveawayFilter(query.filter(['type']))
    return answer(200, {
      data: lastGiveaways(db, filter).map((row) => presentGiveawayListItem(db, row, locale)),
    })
  }),
  route('get', '/giveaways/last-rewards', ({ answer, query, locale }) => {
    const filter = parseGiveawayFilter(query.filter(['type']))
    return answer(200, {
      data: lastRewards(db, filter).map(({ reward, takenAtMs, giveaway, user }) => ({
        id: reward.id,
        user: presentUserSummary(user),
        giveawayTitle: pick(giveaway.title, locale),
        giveawaySlug: giveaway.slug,
        createdAt: isoDate(takenAtMs),
      })),
    })
  }),
  route('get', '/giveaways/{slug}', ({ answer, params, user, locale }) =>
    answer(200, {
      data: presentGiveaway(db, giveawayBySlug(db, params.slug), user, locale),
    }),
  ),
  route('get', '/giveaways/{slug}/tasks', ({ answer, params, user, locale }) => {
    const giveaway = giveawayBySlug(db, params.slug)
    return answer(200, {
      data: giveawayTasks(db, giveaway, user).map((view) => presentTask(view, locale)),
    })
  }),
  route('post', '/giveaways/{slug}/reward', async ({ answer, form, params, user }) => {
    const signedIn = requireUser(user)
    const fields = await form()
    const reward = await takeReward(db, signedIn, params.slug, fields.captchaToken)
    return answer(200, { data: { id: reward.id, reward: reward.value } })
  }),
]
