import { db } from '../db/db.ts'
import { centsToCoins } from '../domain/money.ts'
import { activateRefCode, refStatistics, updateRefCode } from '../domain/referrals.ts'
import { requireUser } from '../domain/sessions.ts'
import { route } from './route.ts'

export const referralHandlers = [
  route('post', '/ref/update', async ({ answer, form, user }) => {
    const signedIn = requireUser(user)
    const fields = await form()
    return answer(200, { data: { refCode: await updateRefCode(db, signedIn, fields.code) } })
  }),
  route('post', '/ref/activate', async ({ answer, form, user }) => {
    const signedIn = requireUser(user)
    const fields = await form()
    await activateRefCode(db, signedIn, fields.code)
    return answer(200, { data: { refActivated: true } })
  }),
  route('get', '/ref/statistics', ({ answer, user }) => {
    const stats = refStatistics(db, requireUser(user))
    return answer(200, {
      data: { amount: centsToCoins(stats.amountCents), referrals: stats.referrals },
    })
  }),
]
