import type { Db } from '../db/db.ts'
import type { UserRow } from '../db/schema/users.ts'
import { clock } from '../clock.ts'
import { personas, type PersonaName } from '../personas.ts'
import { unauthorized } from './errors.ts'

export const SESSION_COOKIE = 'session'

/** The real-time channel's token for visitors without a session: public events only. */
export const PUBLIC_SOCKET_TOKEN = 'public'

/**
 * Starts a session and answers its token. Tokens come from a counter, not from the random
 * source, so signing in never shifts the draws of cases and giveaways.
 */
export async function signIn(db: Db, userId: number): Promise<string> {
  const settings = await db.settings.update((q) => q.where({ id: 1 }), {
    strict: true,
    data(row) {
      row.sessionSeq += 1
    },
  })
  const seq = settings.sessionSeq.toString(36)
  const token = `fs${seq}u${userId}`
  await db.sessions.create({ token, socketToken: `rt${seq}u${userId}`, userId, createdAtMs: clock.now() })
  return token
}

export async function signInPersona(db: Db, persona: PersonaName): Promise<{ token: string; user: UserRow }> {
  const user = db.users.findFirst((q) => q.where({ id: personas[persona].userId }))
  if (!user) throw new Error(`persona ${persona} is missing from the seed`)
  return { token: await signIn(db, user.id), user }
}

export function userBySession(db: Db, token: string | null | undefined): UserRow | null {
  if (!token) return null
  const session = db.sessions.findFirst((q) => q.where({ token }))
  if (!session) return null
  return db.users.findFirst((q) => q.where({ id: session.userId })) ?? null
}

/** The real-time channel token of a session; guests (and ended sessions) get the public one. */
export function socketTokenOf(db: Db, sessionToken: string | null | undefined): string {
  if (!sessionToken) return PUBLIC_SOCKET_TOKEN
  return db.sessions.findFirst((q) => q.where({ token: sessionToken }))?.socketToken ?? PUBLIC_SOCKET_TOKEN
}

/** Who a real-time channel token belongs to, while its session lasts. */
export function userBySocketToken(db: Db, socketToken: string): UserRow | null {
  const session = db.sessions.findFirst((q) => q.where({ socketToken }))
  if (!session) return null
  return db.users.findFirst((q) => q.where({ id: session.userId })) ?? null
}

/** Ends the session; answers whether there was one. */
export function signOut(db: Db, token: string | null | undefined): boolean {
  if (!token) return false
  return db.sessions.delete((q) => q.where({ token })) !== undefined
}

/** The signed-in user, or the 401 the contract answers to guests. */
export function requireUser(user: UserRow | null): UserRow {
  if (!user) throw unauthorized()
  return user
}
