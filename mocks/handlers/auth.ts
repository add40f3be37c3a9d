import { db } from '../db/db.ts'
import { requireUser, signOut } from '../domain/sessions.ts'
import { route } from './route.ts'
import { expiredSessionCookie } from './session-cookie.ts'
import { returnTarget } from './fake-platform.ts'

export const authHandlers = [
  route('get', '/auth/redirect-url', ({ answer, request, query, url }) => {
    const target = returnTarget(request, query.get('return'))
    return answer(200, {
      data: { url: `${url.origin}/api/fake-platform/sign-in?return=${encodeURIComponent(target)}` },
    })
  }),
  route('post', '/auth/logout', ({ empty, user, token }) => {
    requireUser(user)
    signOut(db, token)
    return empty(204, { 'Set-Cookie': expiredSessionCookie() })
  }),
]
