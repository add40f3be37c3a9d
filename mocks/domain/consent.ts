import type { Db } from '../db/db.ts'
import type { UserRow } from '../db/schema/users.ts'
import { invalid } from './errors.ts'
import { m } from './messages.ts'

export async function confirmCookies(db: Db, user: UserRow): Promise<void> {
  await db.users.update((q) => q.where({ id: user.id }), {
    data(row) {
      row.cookieConfirmed = true
    },
  })
}

/** Marketing consent: type 1 sets `mk1`, type 2 sets `mk2`; anything else is a field error. */
export async function setMarketingConsent(db: Db, user: UserRow, type: unknown): Promise<void> {
  const value = typeof type === 'string' && /^\d+$/.test(type.trim()) ? Number(type) : type
  if (value !== 1 && value !== 2)
    throw invalid({ type: [value === undefined || value === '' ? m.required : m.oneOf(['1', '2'])] })
  await db.users.update((q) => q.where({ id: user.id }), {
    data(row) {
      if (value === 1) row.mk1 = true
      else row.mk2 = true
    },
  })
}
