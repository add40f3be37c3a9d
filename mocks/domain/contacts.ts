import type { Db } from '../db/db.ts'
import type { ContactRow } from '../db/schema/contacts.ts'

export function listContacts(db: Db): ContactRow[] {
  return db.contacts.findMany().sort((a, b) => a.id - b.id)
}
