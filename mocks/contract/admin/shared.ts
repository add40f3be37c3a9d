import type { Db } from '../../db/db.ts'
import { personaUser } from '../../../testing/backend/fake-db.ts'

export const admin = 'signed-in-admin' as const
export const editor = 'signed-in-editor' as const

export const json = (value: unknown): string => JSON.stringify(value)
export const both = (ru: string, en: string): string => json({ ru, en })

/** An admin context on the call's state, to prepare records through the same rules. */
export const asAdmin = (db: Db) => ({ db, actor: personaUser(db, 'admin') })

export const png = new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], {
  type: 'image/png',
})
