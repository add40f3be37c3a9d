import type { ContactRow, Db } from '../db/db.ts'

export function listContacts(db: Db): ContactRow[] {
  return db.contacts.findMany().sort((a, b) => a.id - b.id)
}
