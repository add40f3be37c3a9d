import { http } from 'msw'
import { db } from '../db/db.ts'
import { listContacts } from '../domain/contacts.ts'
import { apiPath, json, route } from './route.ts'
import { presentContact } from '../present/content.ts'
import type { Schemas } from '../present/types.ts'

export const contactHandlers = [
  http.get(
    apiPath('/contacts'),
    route(({ locale }) => {
      const body: Schemas['ContactsResponse'] = { data: listContacts(db).map((row) => presentContact(row, locale)) }
      return json(body)
    }),
  ),
]
