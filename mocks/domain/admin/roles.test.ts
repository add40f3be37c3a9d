import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/db.ts'
import type { RoleRow } from '../../db/schema/roles.ts'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { sectionsOf } from './access.ts'
import { deleteRecord, listRecords } from './crud.ts'
import { rolesAdmin } from './roles.ts'
import { usersAdmin } from './users.ts'

function roleNamed(db: Db, name: string): RoleRow {
  const role = db.roles.findFirst((q) => q.where({ name }))
  if (!role) throw new Error(`role ${name} is seeded`)
  return role
}

const title = JSON.stringify({ ru: 'Модератор чата', en: 'Chat moderator' })

describe('roles in the admin panel', () => {
  it("seeds the two built-in roles and one of the admins' own, and counts their holders", async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const page = listRecords(db, rolesAdmin, admin, {
      page: 1,
      perPage: 20,
      filters: {},
      locale: 'en',
      sort: '-usersCount',
    })
    expect(page.items.map((row) => [row.name, row.system])).toEqual([
      ['admin', true],
      ['articlesEditor', true],
      ['moderator', false],
    ])
    expect(page.items.map((row) => rolesAdmin.usedBy(db, row).length)).toEqual([1, 1, 0])
    expect(db.roles.findFirst((q) => q.where({ name: 'articlesEditor' }))?.title).toEqual({
      ru: 'Редактор статей',
      en: 'Articles editor',
    })
  })

  it('creates a role users may then hold, with a name of the allowed form, unique whatever its case', async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    await expect(rolesAdmin.create(context, { name: 'Moderator', title })).rejects.toMatchObject({
      fields: { name: [{ en: 'A role with this name already exists.' }] },
    })
    await expect(
      rolesAdmin.create(context, { name: '9lives', title: JSON.stringify({ ru: '', en: 'x' }) }),
    ).rejects.toMatchObject({
      fields: {
        name: [{ en: 'From 2 to 32 characters: Latin letters, digits, _ and -, starting with a letter.' }],
        'title.ru': [{ en: 'This field is required.' }],
      },
    })
    const role = await rolesAdmin.create(context, { name: 'chat_mod', title })
    expect(role).toMatchObject({ name: 'chat_mod', system: false, title: { en: 'Chat moderator' } })
    const user = await usersAdmin.update(context, personaUser(db, 'regular'), {
      steamName: 'RegularRaider',
      roles: JSON.stringify(['chat_mod']),
      tradelink: '',
    })
    expect(user.roles).toEqual(['chat_mod'])
    // A role of the admins' own grants nothing in the panel.
    expect(sectionsOf(user)).toEqual([])
  })

  it('keeps the name once created: an update changes the title only', async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    const moderator = roleNamed(db, 'moderator')
    const updated = await rolesAdmin.update(context, moderator, { name: 'renamed', title })
    expect(updated).toMatchObject({ id: moderator.id, name: 'moderator', title: { ru: 'Модератор чата' } })
  })

  it('refuses to delete a role users hold, and a built-in one', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const editorRole = roleNamed(db, 'articlesEditor')
    await expect(deleteRecord(db, rolesAdmin, admin, editorRole.id)).rejects.toMatchObject({
      kind: 'conflict',
      text: {
        ru: 'Удалить нельзя, пока с записью связаны: 1 пользователь с этой ролью.',
        en: 'It cannot be deleted while these use it: 1 user holding it.',
      },
    })
    await usersAdmin.update({ db, actor: admin }, personaUser(db, 'editor'), {
      steamName: 'ArticleEditor',
      roles: '[]',
      tradelink: '',
    })
    await expect(deleteRecord(db, rolesAdmin, admin, editorRole.id)).rejects.toMatchObject({
      kind: 'conflict',
      text: { en: 'A built-in role cannot be deleted.' },
    })
    const moderator = roleNamed(db, 'moderator')
    await deleteRecord(db, rolesAdmin, admin, moderator.id)
    expect(db.roles.all().map((row) => row.name)).toEqual(['admin', 'articlesEditor'])
  })
})
