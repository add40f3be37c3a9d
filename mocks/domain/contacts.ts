import type { Db } from '../db/db.ts'
import type { ContactRow } from '../db/schema/contacts.ts'

/** The contacts page's entries in the order the admin gave them (`position`, then the oldest first). */
export function listContacts(db: Db): ContactRow[] {
  return db.contacts.findMany().sort((a, b) => a.position - b.position || a.id - b.id)
}
