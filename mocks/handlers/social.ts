import { parseSocial } from '../domain/profile.ts'
import { requireUser } from '../domain/sessions.ts'
import { isSitePath, refererReturn, returnTarget } from './fake-platform.ts'
import { route } from './route.ts'

export const socialHandlers = [
  route('get', '/social/redirect-url', ({ answer, request, query, url, user }) => {
    requireUser(user)
    const social = parseSocial(query.get('social') ?? undefined)
    // The fake OAuth page links the account and comes back to the `return` path, else to the page that asked.
    const asked = query.get('return')
    const back =
      asked !== null && isSitePath(asked)
        ? returnTarget(request, asked)
        : (refererReturn(request) ?? returnTarget(request, '/profile'))
    return answer(200, {
      data: { url: `${url.origin}/api/fake-platform/social/${social}?return=${encodeURIComponent(back)}` },
    })
  }),
]
