import { describe, expect, it } from 'vitest'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { listContacts } from '../contacts.ts'
import { contactsAdmin } from './contacts.ts'
import { deleteRecord, listRecords, updateRecord, type AdminListQuery } from './crud.ts'

const both = (ru: string, en: string): string => JSON.stringify({ ru, en })
const query = (overrides: Partial<AdminListQuery> = {}): AdminListQuery => ({
  page: 1,
  perPage: 100,
  filters: {},
  locale: 'en',
  ...overrides,
})
const fields = (content: string, position = '0') => ({
  name: both('Часы работы', 'Opening hours'),
  content,
  contentLabel: both('Пн–Пт', 'Mon–Fri'),
  position,
})

describe('contacts in the admin panel', () => {
  it('orders the public contacts by position, as the panel sets it', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    expect(db.contacts.all().map((row) => row.position)).toEqual([0, 1, 2, 3])
    const created = await contactsAdmin.create({ db, actor: admin }, fields('Mon–Fri: 10:00–19:00', '1'))
    // The same position as an older one: the older one first.
    expect(listContacts(db).map((row) => row.id)).toEqual([1, 2, created.id, 3, 4])
    await updateRecord(db, contactsAdmin, admin, 1, {
      name: both('Поддержка', 'Support'),
      content: 'mailto:help@freeskins.example',
      contentLabel: both('help@freeskins.example', 'help@freeskins.example'),
      position: '10',
    })
    expect(listContacts(db).map((row) => row.id)).toEqual([2, created.id, 3, 4, 1])
    expect(listContacts(db).at(-1)).toMatchObject({ content: 'mailto:help@freeskins.example' })
    await deleteRecord(db, contactsAdmin, admin, created.id)
    expect(listContacts(db).map((row) => row.id)).toEqual([2, 3, 4, 1])
  })

  it('takes http(s) and mailto: addresses or plain text, and nothing else that looks like an address', async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    for (const content of [
      'https://t.me/freeskins',
      'mailto:team@freeskins.example',
      'Telegram: @freeskins',
      '+7 999 123-45-67',
      'Пн–Пт 10:00–19:00',
    ]) {
      expect((await contactsAdmin.create(context, fields(content))).content).toBe(content)
    }
    const format = [{ en: 'An address starting with http:// or https://, an email as mailto:address, or plain text.' }]
    for (const content of [
      'javascript:alert(1)',
      'tel:+79991234567',
      'mailto:nobody',
      'https://',
      'data:text/html,x',
    ]) {
      await expect(contactsAdmin.create(context, fields(content)), content).rejects.toMatchObject({
        fields: { content: format },
      })
    }
    await expect(
      contactsAdmin.create(context, { ...fields('x'.repeat(501)), position: '-1', contentLabel: both('', 'x') }),
    ).rejects.toMatchObject({
      fields: {
        content: [{ en: 'At most 500 characters.' }],
        position: [{ en: 'A whole number from 0 to 100000.' }],
        'contentLabel.ru': [{ en: 'This field is required.' }],
      },
    })
  })

  it('sorts by position or name and finds names, addresses and labels in either language', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    expect(listRecords(db, contactsAdmin, admin, query()).items.map((row) => row.id)).toEqual([1, 2, 3, 4])
    expect(
      listRecords(db, contactsAdmin, admin, query({ sort: 'name', locale: 'ru' })).items.map((row) => row.name.ru),
    ).toEqual(['ВКонтакте', 'Поддержка', 'Сотрудничество', 'Телеграм'])
    expect(listRecords(db, contactsAdmin, admin, query({ search: 'сотрудн' })).items.map((row) => row.id)).toEqual([4])
    expect(listRecords(db, contactsAdmin, admin, query({ search: 'vk.com' })).items.map((row) => row.id)).toEqual([3])
    for (const contact of listContacts(db)) expect(contactsAdmin.usedBy(db, contact)).toEqual([])
  })
})
