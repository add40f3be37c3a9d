import { AdminRoleInput } from '../../../src/api/field-rules.gen.ts'
import type { Db } from '../../db/db.ts'
import { nextId } from '../../db/db.ts'
import type { Localized } from '../../db/schema/fragments.ts'
import type { RoleRow } from '../../db/schema/roles.ts'
import { conflict } from '../errors.ts'
import { byNumber, byText, isTaken, type AdminEntity } from './entity.ts'
import { InputReader, type Fields } from './input.ts'
import { countOf } from './messages.ts'

const roleMessages = {
  nameFormat: {
    ru: 'От 2 до 32 символов: латинские буквы, цифры, _ и -, первой — буква.',
    en: 'From 2 to 32 characters: Latin letters, digits, _ and -, starting with a letter.',
  },
  nameTaken: { ru: 'Роль с таким именем уже есть.', en: 'A role with this name already exists.' },
  system: { ru: 'Встроенную роль удалить нельзя.', en: 'A built-in role cannot be deleted.' },
  holders: (n: number): Localized => {
    const users = countOf(n, ['пользователь', 'пользователя', 'пользователей'], ['user', 'users'])
    return { ru: `${users.ru} с этой ролью`, en: `${users.en} holding it` }
  },
} as const

/** How many users hold the role. */
export function holdersOf(db: Db, name: string): number {
  return db.users.all().filter((user) => user.roles.includes(name)).length
}

function readTitle(r: InputReader): Localized {
  return r.localized('title', { maxLength: 100 })
}

/**
 * Roles users hold. The built-in `admin` and `articlesEditor` grant the panel's sections
 * (./access.ts goes by their names); roles an admin adds grant nothing yet but are kept on
 * users. A name is fixed once created, since users carry it.
 */
export const rolesAdmin: AdminEntity<RoleRow> = {
  section: 'roles',
  rows: (db) => db.roles.all(),
  searchText: (row) => [row.name, row.title.ru, row.title.en],
  filters: {},
  sorts: {
    name: byText((row) => row.name),
    usersCount: byNumber((row, db) => holdersOf(db, row.name)),
  },
  defaultSort: 'name',
  async create({ db }, fields: Fields) {
    const r = new InputReader(fields)
    const name = r.text('name', { ...AdminRoleInput.name, patternMessage: roleMessages.nameFormat })
    const title = readTitle(r)
    if (!r.failed('name') && isTaken(db.roles.all(), (row) => row.name, name)) r.fail('name', roleMessages.nameTaken)
    r.done()
    return db.roles.create({ id: nextId(db.roles.all()), name, title, system: false })
  },
  async update({ db }, row, fields) {
    const r = new InputReader(fields)
    const title = readTitle(r)
    r.done()
    return db.roles.update((q) => q.where({ id: row.id }), {
      strict: true,
      data(draft) {
        draft.title = title
      },
    })
  },
  usedBy(db, row) {
    const holders = holdersOf(db, row.name)
    return holders > 0 ? [roleMessages.holders(holders)] : []
  },
  remove({ db }, row) {
    if (row.system) throw conflict(roleMessages.system)
    db.roles.delete((q) => q.where({ id: row.id }))
  },
}
