import type { Seeder } from './helpers.ts'
import { contactDefinitions } from './texts.ts'

export async function seedContacts(s: Seeder): Promise<void> {
  for (const [index, contact] of contactDefinitions.entries()) {
    await s.db.contacts.create({ id: index + 1, ...contact, position: index })
  }
}
