import { createDb, type Db } from '../../mocks/db/db.ts'
import type { UserRow } from '../../mocks/db/schema/users.ts'
import { DEFAULT_SEED } from '../../mocks/db/seed/index.ts'
import { reset } from '../../mocks/db/state.ts'
import { personas, type PersonaName } from '../../mocks/personas.ts'

/**
 * A database of its own, seeded relative to `nowMs` (the host's start unless given, which is
 * CLOCK_START_MS in tests); the shared clock is set to it and the random source reseeded.
 */
export async function freshDb(seed: number = DEFAULT_SEED, nowMs?: number): Promise<Db> {
  const db = createDb()
  await reset(seed, db, nowMs)
  return db
}

/** The persona's row as it is now (rows are replaced on every update). */
export function personaUser(db: Db, persona: PersonaName): UserRow {
  const user = db.users.findFirst((q) => q.where({ id: personas[persona].userId }))
  if (!user) throw new Error(`persona ${persona} is not seeded`)
  return user
}
