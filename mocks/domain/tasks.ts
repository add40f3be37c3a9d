import { nextId, type Db } from '../db/db.ts'
import type { Localized } from '../db/schema/fragments.ts'
import type { TaskProgressRow } from '../db/schema/task-progress.ts'
import type { Social, TaskOwner, TaskRow } from '../db/schema/tasks.ts'
import type { UserRow } from '../db/schema/users.ts'
import { lacking, notFound, rejected } from './errors.ts'
import { m } from './messages.ts'

export interface TaskView {
  task: TaskRow
  completed: boolean
}

export function tasksOf(db: Db, owner: TaskOwner, ownerId: number): TaskRow[] {
  return db.tasks.findMany((q) => q.where({ owner, ownerId })).sort((a, b) => a.position - b.position)
}

function progressOf(db: Db, userId: number, taskId: number): TaskProgressRow | undefined {
  return db.taskProgress.findFirst((q) => q.where({ userId, taskId }))
}

/** The tasks with this user's progress; a guest has completed none. */
export function tasksWithProgress(db: Db, owner: TaskOwner, ownerId: number, user: UserRow | null): TaskView[] {
  return tasksOf(db, owner, ownerId).map((task) => ({
    task,
    completed: user ? (progressOf(db, user.id, task.id)?.completed ?? false) : false,
  }))
}

export function allTasksCompleted(db: Db, owner: TaskOwner, ownerId: number, user: UserRow): boolean {
  return tasksWithProgress(db, owner, ownerId, user).every((view) => view.completed)
}

function taskById(db: Db, id: number): TaskRow {
  const task = db.tasks.findFirst((q) => q.where({ id }))
  if (!task) throw notFound(m.taskNotFound)
  return task
}

async function saveProgress(
  db: Db,
  userId: number,
  taskId: number,
  change: { visited?: boolean; completed?: boolean },
): Promise<void> {
  const existing = progressOf(db, userId, taskId)
  if (existing) {
    await db.taskProgress.update((q) => q.where({ id: existing.id }), {
      data(row) {
        if (change.visited !== undefined) row.visited = change.visited
        if (change.completed !== undefined) row.completed = change.completed
      },
    })
    return
  }
  await db.taskProgress.create({
    id: nextId(db.taskProgress.all()),
    userId,
    taskId,
    visited: change.visited ?? false,
    completed: change.completed ?? false,
  })
}

/** Where a task sends the user; tasks checked on the site lead to the place where the condition is met. */
function taskLink(task: TaskRow, user: UserRow): string {
  if (task.url) return task.url
  if (task.kind === 'steam_level') return `https://steamcommunity.com/profiles/${user.steamId}`
  return '/profile'
}

/** Answers the task's link and records that the user went there. */
export async function visitTask(db: Db, user: UserRow, taskId: number): Promise<string> {
  const task = taskById(db, taskId)
  await saveProgress(db, user.id, task.id, { visited: true })
  return taskLink(task, user)
}

function socialLinked(user: UserRow, social: Social | null): boolean {
  if (social === 'vk') return user.vkId !== null
  if (social === 'tg') return user.tgId !== null
  return false
}

/** What still keeps the task from being completed, or null when its condition holds. */
function missingCondition(task: TaskRow, user: UserRow, visited: boolean): Localized | null {
  switch (task.kind) {
    case 'visit_link':
      return visited ? null : m.taskNotVisited
    case 'join_group':
      if (!visited) return m.taskNotVisited
      // The platform's group membership can only be read through the linked account.
      return task.social && !socialLinked(user, task.social) ? m.taskGroupNeedsAccount(task.social) : null
    case 'link_social':
      return task.social && !socialLinked(user, task.social) ? m.taskSocialNotLinked(task.social) : null
    case 'steam_level': {
      const required = task.requiredLevel ?? 0
      return user.steamLevel >= required ? null : m.taskLevel(required, user.steamLevel)
    }
    case 'tradelink':
      return user.tradelink ? null : m.taskTradelink
  }
}

/** Completes the task when its condition holds; otherwise refuses with what is missing. */
export async function checkTask(db: Db, user: UserRow, taskId: number): Promise<TaskView> {
  const task = taskById(db, taskId)
  const progress = progressOf(db, user.id, task.id)
  if (progress?.completed) return { task, completed: true }
  const missing = missingCondition(task, user, progress?.visited ?? false)
  if (missing) throw task.kind === 'tradelink' ? lacking(missing, ['tradelink']) : rejected(missing)
  await saveProgress(db, user.id, task.id, { completed: true })
  return { task, completed: true }
}

/** Back to not completed (and not visited), as after opening a case. */
export async function resetTasks(db: Db, user: UserRow, owner: TaskOwner, ownerId: number): Promise<void> {
  const taskIds = new Set(tasksOf(db, owner, ownerId).map((task) => task.id))
  await db.taskProgress.updateMany((q) => q.where({ userId: user.id, taskId: (id) => taskIds.has(id) }), {
    data(row) {
      row.completed = false
      row.visited = false
    },
  })
}
