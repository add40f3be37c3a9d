import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '~/api/client'
import { coreQueryOptions, hasRole, type CurrentUser } from '~/shared/core-data/core-query'
import type { Locale } from '~/shared/i18n/locale'
import { turnAway } from '~/shared/lib/turn-away'

/** The route guards of spec section 2 ("middleware" in the original). */
const ACCESS_RULES = ['admin', 'admin-or-editor', 'signed-in'] as const
export type AccessRule = (typeof ACCESS_RULES)[number]

/** Spec: an unknown middleware name is an error 500 'Unknown middleware'. */
export class UnknownMiddlewareError extends Error {
  readonly status = 500
  constructor(name: string) {
    super(`Unknown middleware: ${name}`)
    this.name = 'UnknownMiddlewareError'
  }
}

/**
 * By name as well as by class: an error thrown while rendering on the server reaches the
 * browser serialised, as a plain Error that keeps its name.
 */
export function isUnknownMiddlewareError(error: unknown): boolean {
  return error instanceof UnknownMiddlewareError || (error instanceof Error && error.name === 'UnknownMiddlewareError')
}

function isAccessRule(name: string): name is AccessRule {
  return (ACCESS_RULES as readonly string[]).includes(name)
}

/** Whether the user may enter a route guarded by `rule` (spec section 6). */
export function canEnter(rule: string, user: CurrentUser | null): boolean {
  if (!isAccessRule(rule)) throw new UnknownMiddlewareError(rule)
  switch (rule) {
    case 'admin':
      return hasRole(user, 'admin')
    case 'admin-or-editor':
      return hasRole(user, 'admin') || hasRole(user, 'articlesEditor')
    case 'signed-in':
      return user !== null
  }
}

/** What a guard needs from the router context (the app's RouterContext has it). */
export interface GuardContext {
  queryClient: QueryClient
  services: { api: ApiClient; locale: Locale }
}

/**
 * A route `beforeLoad` that lets only users allowed by `rule` in and sends everyone else to
 * the main page of their language, which says why (`turnAway`):
 *
 *   export const Route = createFileRoute('/{-$locale}/profile')({ beforeLoad: requireAccess('signed-in'), ... })
 *
 * The name is checked when a navigation runs the guard, not when the route module loads, so
 * a wrong name fails that page with a 500 instead of breaking the whole app.
 */
export function requireAccess(rule: AccessRule | (string & {})) {
  return async ({ context, location }: { context: GuardContext; location?: { href: string } }): Promise<void> => {
    // `core` is kept until invalidated; after a session ended (a bare 401) it is being read again,
    // and the guard waits for that answer rather than letting the stale signed-in user through.
    const core = await context.queryClient.fetchQuery(coreQueryOptions(context.services.api))
    if (!canEnter(rule, core.currentUser))
      turnAway(context.services.locale, core.currentUser ? 'no-access' : 'sign-in', location?.href)
  }
}
