import { db } from '../db/db.ts'
import { listContacts } from '../domain/contacts.ts'
import { route } from './route.ts'
import { presentContact } from '../present/content.ts'

export const contactHandlers = [
  route('get', '/contacts', ({ answer, locale }) =>
    answer(200, { data: listContacts(db).map((row) => presentContact(row, locale)) }),
  ),
]
