import { http } from 'msw'
import { db } from '../db/db.ts'
import { centsToCoins } from '../domain/money.ts'
import { activateRefCode, refStatistics, updateRefCode } from '../domain/referrals.ts'
import { requireUser } from '../domain/sessions.ts'
import { apiPath, json, readForm, route } from './route.ts'
import type { Schemas } from '../present/types.ts'

export const referralHandlers = [
  http.post(
    apiPath('/ref/update'),
    route(async ({ request, user }) => {
      const signedIn = requireUser(user)
      const form = await readForm(request)
      const body: Schemas['RefCodeResponse'] = { data: { refCode: await updateRefCode(db, signedIn, form.code) } }
      return json(body)
    }),
  ),
  http.post(
    apiPath('/ref/activate'),
    route(async ({ request, user }) => {
      const signedIn = requireUser(user)
      const form = await readForm(request)
      await activateRefCode(db, signedIn, form.code)
      const body: Schemas['RefActivationResponse'] = { data: { refActivated: true } }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/ref/statistics'),
    route(({ user }) => {
      const stats = refStatistics(db, requireUser(user))
      const body: Schemas['RefStatisticsResponse'] = {
        data: { amount: centsToCoins(stats.amountCents), referrals: stats.referrals },
      }
      return json(body)
    }),
  ),
]
