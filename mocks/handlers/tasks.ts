import { http } from 'msw'
import { db } from '../db/db.ts'
import { notFound } from '../domain/errors.ts'
import { m } from '../domain/messages.ts'
import { requireUser } from '../domain/sessions.ts'
import { checkTask, visitTask } from '../domain/tasks.ts'
import { apiPath, json, route } from './route.ts'
import { presentTask } from '../present/games.ts'
import type { Schemas } from '../present/types.ts'

function taskId(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d*$/.test(raw)) throw notFound(m.taskNotFound)
  return Number(raw)
}

export const taskHandlers = [
  http.get(
    apiPath('/tasks/:id/link'),
    route(async ({ params, user }) => {
      const signedIn = requireUser(user)
      const body: Schemas['TaskLinkResponse'] = { data: { link: await visitTask(db, signedIn, taskId(params.id)) } }
      return json(body)
    }),
  ),
  http.post(
    apiPath('/tasks/:id/check'),
    route(async ({ params, user, locale }) => {
      const signedIn = requireUser(user)
      const body: Schemas['TaskResponse'] = {
        data: presentTask(await checkTask(db, signedIn, taskId(params.id)), locale),
      }
      return json(body)
    }),
  ),
]
