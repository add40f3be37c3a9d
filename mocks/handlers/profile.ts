import { db } from '../db/db.ts'
import { fairnessOf, profileDrops, rotateSeeds } from '../domain/fair.ts'
import { checkSteamLevel, setTradelink, verifyMessengerBot } from '../domain/profile.ts'
import { requireUser } from '../domain/sessions.ts'
import { profileTrades } from '../domain/trades.ts'
import { route } from './route.ts'
import { pageParam } from './request.ts'
import { presentPagination } from '../present/content.ts'
import { presentDrop, presentFairness, presentProfileTrade } from '../present/games.ts'
import { presentProfile } from '../present/users.ts'

export const profileHandlers = [
  route('get', '/profile', ({ answer, user }) => answer(200, { data: presentProfile(requireUser(user)) })),
  route('get', '/profile/trades', ({ answer, query, user }) => {
    const page = profileTrades(db, requireUser(user), pageParam(query))
    return answer(200, {
      data: page.items.map(({ trade, status }) => presentProfileTrade(trade, status)),
      pagination: presentPagination(page),
    })
  }),
  route('get', '/profile/drops', ({ answer, query, user, locale }) => {
    const page = profileDrops(db, requireUser(user), pageParam(query))
    return answer(200, {
      data: page.items.map((view) => presentDrop(view, locale)),
      pagination: presentPagination(page),
    })
  }),
  route('get', '/profile/fairness', async ({ answer, user }) =>
    answer(200, { data: presentFairness(await fairnessOf(db, requireUser(user))) }),
  ),
  route('post', '/profile/fairness/rotate', async ({ answer, form, user }) => {
    const signedIn = requireUser(user)
    const fields = await form()
    await rotateSeeds(db, signedIn, fields.clientSeed)
    return answer(200, { data: presentFairness(await fairnessOf(db, signedIn)) })
  }),
  route('post', '/profile/tradelink', async ({ answer, form, user }) => {
    const signedIn = requireUser(user)
    const fields = await form()
    return answer(200, {
      data: presentProfile(await setTradelink(db, signedIn, fields.tradelink)),
    })
  }),
  route('post', '/profile/verify', async ({ answer, form, user }) => {
    const signedIn = requireUser(user)
    const fields = await form()
    return answer(200, {
      data: presentProfile(await verifyMessengerBot(db, signedIn, fields.code)),
    })
  }),
  route('post', '/profile/check-steam-level', async ({ answer, user }) =>
    answer(200, { data: { steamLevel: await checkSteamLevel(db, requireUser(user)) } }),
  ),
]
