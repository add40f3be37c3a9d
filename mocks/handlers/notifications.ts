import { http } from 'msw'
import { db } from '../db/db.ts'
import { notFound } from '../domain/errors.ts'
import { m } from '../domain/messages.ts'
import { markAllViewed, notificationOf } from '../domain/notifications.ts'
import { requireUser } from '../domain/sessions.ts'
import { apiPath, json, noContent, route } from './route.ts'
import { presentNotification } from '../present/content.ts'
import type { Schemas } from '../present/types.ts'

/** `view` is registered before `:id`, which would otherwise take it as an id. */
export const notificationHandlers = [
  http.post(
    apiPath('/notifications/view'),
    route(async ({ user }) => {
      await markAllViewed(db, requireUser(user))
      return noContent()
    }),
  ),
  http.get(
    apiPath('/notifications/:id'),
    route(({ params, user, locale }) => {
      const signedIn = requireUser(user)
      const id = params.id ?? ''
      if (!/^[1-9]\d*$/.test(id)) throw notFound(m.notificationNotFound)
      const body: Schemas['NotificationResponse'] = {
        data: presentNotification(notificationOf(db, signedIn, Number(id)), locale),
      }
      return json(body)
    }),
  ),
]
