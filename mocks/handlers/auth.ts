import { http } from 'msw'
import { db } from '../db/db.ts'
import { requireUser, signOut } from '../domain/sessions.ts'
import { apiPath, expiredSessionCookie, json, noContent, route } from './route.ts'
import { returnTarget } from './fake-platform.ts'
import type { Schemas } from '../present/types.ts'

export const authHandlers = [
  http.get(
    apiPath('/auth/redirect-url'),
    route(({ request, url }) => {
      const target = returnTarget(request, url.searchParams.get('return'))
      const body: Schemas['RedirectUrlResponse'] = {
        data: { url: `${url.origin}/api/fake-platform/sign-in?return=${encodeURIComponent(target)}` },
      }
      return json(body)
    }),
  ),
  http.post(
    apiPath('/auth/logout'),
    route(({ user, token }) => {
      requireUser(user)
      signOut(db, token)
      return noContent({ 'Set-Cookie': expiredSessionCookie() })
    }),
  ),
]
