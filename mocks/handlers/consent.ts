import { db } from '../db/db.ts'
import { confirmCookies, setMarketingConsent } from '../domain/consent.ts'
import { requireUser } from '../domain/sessions.ts'
import { route } from './route.ts'

export const consentHandlers = [
  route('post', '/cookie-confirm', async ({ empty, user }) => {
    await confirmCookies(db, requireUser(user))
    return empty(204)
  }),
  route('post', '/mk', async ({ empty, form, user }) => {
    const signedIn = requireUser(user)
    const fields = await form()
    await setMarketingConsent(db, signedIn, fields.type)
    return empty(204)
  }),
]
