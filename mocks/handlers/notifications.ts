import { db } from '../db/db.ts'
import { notFound } from '../domain/errors.ts'
import { m } from '../domain/messages.ts'
import { markAllViewed, notificationOf } from '../domain/notifications.ts'
import { requireUser } from '../domain/sessions.ts'
import { route } from './route.ts'
import { presentNotification } from '../present/content.ts'

/** `view` is registered before `:id`, which would otherwise take it as an id. */
export const notificationHandlers = [
  route('post', '/notifications/view', async ({ empty, user }) => {
    await markAllViewed(db, requireUser(user))
    return empty(204)
  }),
  route('get', '/notifications/{id}', ({ answer, params, user, locale }) => {
    const signedIn = requireUser(user)
    const id = params.id
    if (!/^[1-9]\d*$/.test(id)) throw notFound(m.notificationNotFound)
    return answer(200, {
      data: presentNotification(notificationOf(db, signedIn, Number(id)), locale),
    })
  }),
]
