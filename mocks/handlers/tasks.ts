import { db } from '../db/db.ts'
import { notFound } from '../domain/errors.ts'
import { m } from '../domain/messages.ts'
import { requireUser } from '../domain/sessions.ts'
import { checkTask, visitTask } from '../domain/tasks.ts'
import { route } from './route.ts'
import { presentTask } from '../present/games.ts'

function taskId(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d*$/.test(raw)) throw notFound(m.taskNotFound)
  return Number(raw)
}

export const taskHandlers = [
  route('get', '/tasks/{id}/link', async ({ answer, params, user }) => {
    const signedIn = requireUser(user)
    return answer(200, { data: { link: await visitTask(db, signedIn, taskId(params.id)) } })
  }),
  route('post', '/tasks/{id}/check', async ({ answer, params, user, locale }) => {
    const signedIn = requireUser(user)
    return answer(200, {
      data: presentTask(await checkTask(db, signedIn, taskId(params.id)), locale),
    })
  }),
]
