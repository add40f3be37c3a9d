import { http } from 'msw'
import { db } from '../db/db.ts'
import { fairnessOf, profileDrops, rotateSeeds } from '../domain/fair.ts'
import { checkSteamLevel, setTradelink, verifyMessengerBot } from '../domain/profile.ts'
import { requireUser } from '../domain/sessions.ts'
import { profileTrades } from '../domain/trades.ts'
import { apiPath, json, pageParam, readForm, route } from './route.ts'
import { presentPagination } from '../present/content.ts'
import { presentDrop, presentFairness, presentProfileTrade } from '../present/games.ts'
import type { Schemas } from '../present/types.ts'
import { presentProfile } from '../present/users.ts'

export const profileHandlers = [
  http.get(
    apiPath('/profile'),
    route(({ user }) => {
      const body: Schemas['ProfileResponse'] = { data: presentProfile(requireUser(user)) }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/profile/trades'),
    route(({ url, user }) => {
      const page = profileTrades(db, requireUser(user), pageParam(url))
      const body: Schemas['ProfileTradePage'] = {
        data: page.items.map(({ trade, status }) => presentProfileTrade(trade, status)),
        pagination: presentPagination(page),
      }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/profile/drops'),
    route(({ url, user, locale }) => {
      const page = profileDrops(db, requireUser(user), pageParam(url))
      const body: Schemas['DropPage'] = {
        data: page.items.map((view) => presentDrop(view, locale)),
        pagination: presentPagination(page),
      }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/profile/fairness'),
    route(async ({ user }) => {
      const body: Schemas['FairnessSeedsResponse'] = { data: presentFairness(await fairnessOf(db, requireUser(user))) }
      return json(body)
    }),
  ),
  http.post(
    apiPath('/profile/fairness/rotate'),
    route(async ({ request, user }) => {
      const signedIn = requireUser(user)
      const form = await readForm(request)
      await rotateSeeds(db, signedIn, form.clientSeed)
      const body: Schemas['FairnessSeedsResponse'] = { data: presentFairness(await fairnessOf(db, signedIn)) }
      return json(body)
    }),
  ),
  http.post(
    apiPath('/profile/tradelink'),
    route(async ({ request, user }) => {
      const signedIn = requireUser(user)
      const form = await readForm(request)
      const body: Schemas['ProfileResponse'] = {
        data: presentProfile(await setTradelink(db, signedIn, form.tradelink)),
      }
      return json(body)
    }),
  ),
  http.post(
    apiPath('/profile/verify'),
    route(async ({ request, user }) => {
      const signedIn = requireUser(user)
      const form = await readForm(request)
      const body: Schemas['ProfileResponse'] = {
        data: presentProfile(await verifyMessengerBot(db, signedIn, form.code)),
      }
      return json(body)
    }),
  ),
  http.post(
    apiPath('/profile/check-steam-level'),
    route(async ({ user }) => {
      const body: Schemas['SteamLevelResponse'] = { data: { steamLevel: await checkSteamLevel(db, requireUser(user)) } }
      return json(body)
    }),
  ),
]
