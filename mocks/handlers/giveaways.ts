import { http } from 'msw'
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
import { apiPath, json, knownFilter, pageParam, readForm, route } from './route.ts'
import { isoDate, pick } from '../present/text.ts'
import { presentPagination } from '../present/content.ts'
import { presentGiveaway, presentGiveawayListItem, presentTask } from '../present/games.ts'
import type { Schemas } from '../present/types.ts'
import { presentUserSummary } from '../present/users.ts'

/** Fixed paths come before `/giveaways/:slug`, which would otherwise take them as slugs. */
export const giveawayHandlers = [
  http.get(
    apiPath('/giveaways'),
    route(({ url, locale }) => {
      const filter = parseGiveawayFilter(knownFilter(url, ['type', 'status']))
      const page = listGiveaways(db, filter, pageParam(url))
      const body: Schemas['GiveawayPage'] = {
        data: page.items.map((row) => presentGiveawayListItem(db, row, locale)),
        pagination: presentPagination(page),
      }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/giveaways/last'),
    route(({ url, locale }) => {
      const filter = parseGiveawayFilter(knownFilter(url, ['type']))
      const body: Schemas['GiveawaysResponse'] = {
        data: lastGiveaways(db, filter).map((row) => presentGiveawayListItem(db, row, locale)),
      }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/giveaways/last-rewards'),
    route(({ url, locale }) => {
      const filter = parseGiveawayFilter(knownFilter(url, ['type']))
      const body: Schemas['GiveawayLastRewardsResponse'] = {
        data: lastRewards(db, filter).map(({ reward, takenAtMs, giveaway, user }) => ({
          id: reward.id,
          user: presentUserSummary(user),
          giveawayTitle: pick(giveaway.title, locale),
          giveawaySlug: giveaway.slug,
          createdAt: isoDate(takenAtMs),
        })),
      }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/giveaways/:slug'),
    route(({ params, user, locale }) => {
      const body: Schemas['GiveawayResponse'] = {
        data: presentGiveaway(db, giveawayBySlug(db, params.slug ?? ''), user, locale),
      }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/giveaways/:slug/tasks'),
    route(({ params, user, locale }) => {
      const giveaway = giveawayBySlug(db, params.slug ?? '')
      const body: Schemas['TasksResponse'] = {
        data: giveawayTasks(db, giveaway, user).map((view) => presentTask(view, locale)),
      }
      return json(body)
    }),
  ),
  http.post(
    apiPath('/giveaways/:slug/reward'),
    route(async ({ request, params, user }) => {
      const signedIn = requireUser(user)
      const form = await readForm(request)
      const reward = await takeReward(db, signedIn, params.slug ?? '', form.captchaToken)
      const body: Schemas['GiveawayRewardResponse'] = { data: { id: reward.id, reward: reward.value } }
      return json(body)
    }),
  ),
]
