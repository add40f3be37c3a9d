import { describe, expect, it } from 'vitest'
import { freshDb } from '../../testing/backend/fake-db.ts'
import { listContacts } from './contacts.ts'

describe('contacts', () => {
  it('are listed in their order with both languages', async () => {
    const db = await freshDb()
    const contacts = listContacts(db)
    expect(contacts.map((row) => row.id)).toEqual([1, 2, 3, 4])
    expect(contacts[0]).toMatchObject({
      name: { ru: 'Поддержка', en: 'Support' },
      content: 'mailto:support@freeskins.example',
    })
  })
})
