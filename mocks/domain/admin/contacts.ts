import { AdminContactInput } from '../../../src/api/field-rules.gen.ts'
import { nextId } from '../../db/db.ts'
import type { Localized } from '../../db/schema/fragments.ts'
import type { ContactRow } from '../../db/schema/contacts.ts'
import { byLocalized, byNumber, type AdminEntity } from './entity.ts'
import { InputReader, isHttpUrl, type Fields } from './input.ts'

type ContactInput = Omit<ContactRow, 'id'>

const contentFormat: Localized = {
  ru: 'Адрес с http:// или https://, почта в виде mailto:адрес или обычный текст.',
  en: 'An address starting with http:// or https://, an email as mailto:address, or plain text.',
}

/** Text that starts like an address with a scheme (`javascript:x`, `tel:1`), as opposed to "Hours: 10-19". */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\s)/i
const MAILTO = /^mailto:[^\s@<>"]+@[^\s@<>".]+(?:\.[^\s@<>".]+)+$/i

/**
 * What a contact may hold (the contract: an http(s) or mailto: address, or plain text). Text
 * that starts with any other scheme is refused, so nothing else can end up as a link.
 */
function isContactContent(value: string): boolean {
  if (!SCHEME.test(value)) return true
  return isHttpUrl(value) || MAILTO.test(value)
}

function readContact(fields: Fields): ContactInput {
  const r = new InputReader(fields)
  const input: ContactInput = {
    name: r.localized('name', { maxLength: 100 }),
    content: r.text('content', AdminContactInput.content),
    contentLabel: r.localized('contentLabel', { maxLength: 200 }),
    position: r.integer('position', AdminContactInput.position),
  }
  if (!r.failed('content') && !isContactContent(input.content)) r.fail('content', contentFormat)
  r.done()
  return input
}

/** Entries of the contacts page, in their `position` order; nothing depends on one. */
export const contactsAdmin: AdminEntity<ContactRow> = {
  section: 'contacts',
  rows: (db) => db.contacts.all(),
  searchText: (row) => [row.name.ru, row.name.en, row.content, row.contentLabel.ru, row.contentLabel.en],
  filters: {},
  sorts: {
    position: byNumber((row) => row.position),
    name: byLocalized((row) => row.name),
  },
  defaultSort: 'position',
  async create({ db }, fields) {
    const input = readContact(fields)
    return db.contacts.create({ id: nextId(db.contacts.all()), ...input })
  },
  async update({ db }, row, fields) {
    const input = readContact(fields)
    return db.contacts.update((q) => q.where({ id: row.id }), {
      strict: true,
      data(draft) {
        Object.assign(draft, input)
      },
    })
  },
  usedBy: () => [],
  remove({ db }, row) {
    db.contacts.delete((q) => q.where({ id: row.id }))
  },
}
