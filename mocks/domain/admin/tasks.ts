import { AdminTaskInput } from '../../../src/api/field-rules.gen.ts'
import type { Db } from '../../db/db.ts'
import { nextId } from '../../db/db.ts'
import type { Localized } from '../../db/schema/fragments.ts'
import { socials, taskKinds, taskOwners, type TaskOwner, type TaskRow } from '../../db/schema/tasks.ts'
import { byNumber, byText, type AdminEntity } from './entity.ts'
import { InputReader, type Fields } from './input.ts'

type TaskInput = Omit<TaskRow, 'id'>

const taskMessages = {
  ownerMissing: (owner: TaskOwner): Localized =>
    owner === 'case'
      ? { ru: 'Такого кейса нет.', en: 'There is no such case.' }
      : { ru: 'Такой раздачи нет.', en: 'There is no such giveaway.' },
} as const

/** The case or giveaway a task belongs to, or undefined when there is none. */
export function ownerOf(db: Db, owner: TaskOwner, ownerId: number): { title: Localized } | undefined {
  return owner === 'case'
    ? db.cases.findFirst((q) => q.where({ id: ownerId }))
    : db.giveaways.findFirst((q) => q.where({ id: ownerId }))
}

/**
 * What each kind needs; the fields a kind does not use are stored as null, whatever was sent:
 * `visit_link` a url, `join_group` a url and a social, `link_social` a social, `steam_level`
 * a level, `tradelink` nothing.
 */
function readTask(db: Db, fields: Fields): TaskInput {
  const r = new InputReader(fields)
  const owner = r.oneOf('owner', AdminTaskInput.owner.enum)
  const ownerId = r.integer('ownerId', AdminTaskInput.ownerId)
  if (!r.failed('owner') && !r.failed('ownerId') && !ownerOf(db, owner, ownerId))
    r.fail('ownerId', taskMessages.ownerMissing(owner))
  const kind = r.oneOf('kind', AdminTaskInput.kind.enum)
  const input: TaskInput = {
    owner,
    ownerId,
    kind,
    text: r.localized('text', { maxLength: 300 }),
    buttonText: r.localized('buttonText', { maxLength: 60 }),
    url: kind === 'visit_link' || kind === 'join_group' ? r.url('url') : null,
    social: kind === 'join_group' || kind === 'link_social' ? r.oneOf('social', socials) : null,
    requiredLevel: kind === 'steam_level' ? r.integer('requiredLevel', AdminTaskInput.requiredLevel) : null,
    position: r.integer('position', AdminTaskInput.position),
  }
  r.done()
  return input
}

/** Deletes tasks with every user's progress on them. */
export function removeTasks(db: Db, tasks: readonly TaskRow[]): void {
  const ids = new Set(tasks.map((task) => task.id))
  db.taskProgress.deleteMany((q) => q.where({ taskId: (taskId) => ids.has(taskId) }))
  db.tasks.deleteMany((q) => q.where({ id: (id) => ids.has(id) }))
}

/**
 * Tasks of cases and giveaways: visitors see them on the owner's page at once. A task that
 * moves to another owner or changes its kind starts over for everyone, since what users did
 * was for another condition.
 */
export const tasksAdmin: AdminEntity<TaskRow> = {
  section: 'tasks',
  rows: (db) => db.tasks.all(),
  searchText: (row) => [row.text.ru, row.text.en, row.buttonText.ru, row.buttonText.en, row.url ?? ''],
  filters: {
    owner: { type: taskOwners, matches: (row, value) => row.owner === value },
    owner_id: { type: 'id', matches: (row, value) => row.ownerId === value },
    kind: { type: taskKinds, matches: (row, value) => row.kind === value },
  },
  sorts: {
    position: byNumber((row) => row.position),
    kind: byText((row) => row.kind),
  },
  defaultSort: 'position',
  async create({ db }, fields) {
    const input = readTask(db, fields)
    return db.tasks.create({ id: nextId(db.tasks.all()), ...input })
  },
  async update({ db }, row, fields) {
    const input = readTask(db, fields)
    if (input.owner !== row.owner || input.ownerId !== row.ownerId || input.kind !== row.kind)
      db.taskProgress.deleteMany((q) => q.where({ taskId: row.id }))
    return db.tasks.update((q) => q.where({ id: row.id }), {
      strict: true,
      data(draft) {
        Object.assign(draft, input)
      },
    })
  },
  usedBy: () => [],
  remove({ db }, row) {
    removeTasks(db, [row])
  },
}
