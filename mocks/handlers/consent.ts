import { http } from 'msw'
import { db } from '../db/db.ts'
import { confirmCookies, setMarketingConsent } from '../domain/consent.ts'
import { requireUser } from '../domain/sessions.ts'
import { apiPath, noContent, readForm, route } from './route.ts'

export const consentHandlers = [
  http.post(
    apiPath('/cookie-confirm'),
    route(async ({ user }) => {
      await confirmCookies(db, requireUser(user))
      return noContent()
    }),
  ),
  http.post(
    apiPath('/mk'),
    route(async ({ request, user }) => {
      const signedIn = requireUser(user)
      const form = await readForm(request)
      await setMarketingConsent(db, signedIn, form.type)
      return noContent()
    }),
  ),
]
