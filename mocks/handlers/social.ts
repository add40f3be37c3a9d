import { http } from 'msw'
import { parseSocial } from '../domain/profile.ts'
import { requireUser } from '../domain/sessions.ts'
import { isSitePath, refererReturn, returnTarget } from './fake-platform.ts'
import { apiPath, json, route } from './route.ts'
import type { Schemas } from '../present/types.ts'

export const socialHandlers = [
  http.get(
    apiPath('/social/redirect-url'),
    route(({ request, url, user }) => {
      requireUser(user)
      const social = parseSocial(url.searchParams.get('social') ?? undefined)
      // The fake OAuth page links the account and comes back to the `return` path, else to the page that asked.
      const asked = url.searchParams.get('return')
      const back =
        asked !== null && isSitePath(asked)
          ? returnTarget(request, asked)
          : (refererReturn(request) ?? returnTarget(request, '/profile'))
      const body: Schemas['RedirectUrlResponse'] = {
        data: { url: `${url.origin}/api/fake-platform/social/${social}?return=${encodeURIComponent(back)}` },
      }
      return json(body)
    }),
  ),
]
