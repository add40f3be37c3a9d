import { describe, expect, it } from 'vitest'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { caseBySlug, caseView } from '../cases.ts'
import { giveawayBySlug, giveawayTasks } from '../giveaways.ts'
import { checkTask, visitTask } from '../tasks.ts'
import { deleteRecord, listRecords, updateRecord } from './crud.ts'
import { tasksAdmin } from './tasks.ts'

const texts = {
  text: JSON.stringify({ ru: 'Подпишитесь на канал', en: 'Follow the channel' }),
  buttonText: JSON.stringify({ ru: 'Подписаться', en: 'Follow' }),
}

describe('tasks in the admin panel', () => {
  it('adds a task that the case page shows at once, storing only the fields its kind uses', async () => {
    const db = await freshDb()
    const daily = caseBySlug(db, 'daily-case')
    const row = await tasksAdmin.create(
      { db, actor: personaUser(db, 'admin') },
      {
        owner: 'case',
        ownerId: String(daily.id),
        kind: 'join_group',
        ...texts,
        url: 'https://t.me/freeskins',
        social: 'tg',
        requiredLevel: '12',
        position: '9',
      },
    )
    expect(row).toMatchObject({ kind: 'join_group', url: 'https://t.me/freeskins', social: 'tg', requiredLevel: null })
    expect(caseView(db, daily, personaUser(db, 'regular')).tasks.at(-1)).toEqual({ task: row, completed: false })
  })

  it('adds a task to a giveaway page too', async () => {
    const db = await freshDb()
    const giveaway = giveawayBySlug(db, 'cyberpunk-key')
    const row = await tasksAdmin.create(
      { db, actor: personaUser(db, 'admin') },
      {
        owner: 'giveaway',
        ownerId: String(giveaway.id),
        kind: 'tradelink',
        ...texts,
        url: 'https://x.example',
        social: 'vk',
        position: '0',
      },
    )
    expect(row).toMatchObject({ url: null, social: null, requiredLevel: null })
    expect(giveawayTasks(db, giveaway, null).map((view) => view.task.id)).toContain(row.id)
  })

  it('needs what each kind needs, and an owner that exists', async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    await expect(
      tasksAdmin.create(context, {
        owner: 'case',
        ownerId: '999',
        kind: 'visit_link',
        ...texts,
        url: 'javascript:alert(1)',
        position: '0',
      }),
    ).rejects.toMatchObject({
      fields: {
        ownerId: [{ en: 'There is no such case.', ru: 'Такого кейса нет.' }],
        url: [{ en: 'The address must start with http:// or https://.' }],
      },
    })
    await expect(
      tasksAdmin.create(context, { owner: 'giveaway', ownerId: '999', kind: 'join_group', ...texts, position: '0' }),
    ).rejects.toMatchObject({
      fields: {
        ownerId: [{ en: 'There is no such giveaway.' }],
        url: [{ en: 'This field is required.' }],
        social: [{ en: 'This field is required.' }],
      },
    })
    await expect(
      tasksAdmin.create(context, {
        owner: 'case',
        ownerId: '1',
        kind: 'link_social',
        ...texts,
        social: 'ok',
        position: '0',
      }),
    ).rejects.toMatchObject({
      fields: { social: [{ en: 'Allowed values: vk, tg.' }] },
    })
    await expect(
      tasksAdmin.create(context, {
        owner: 'case',
        ownerId: '1',
        kind: 'steam_level',
        ...texts,
        requiredLevel: '501',
        position: '0',
      }),
    ).rejects.toMatchObject({
      fields: { requiredLevel: [{ en: 'A whole number from 1 to 500.' }] },
    })
    await expect(
      tasksAdmin.create(context, {
        owner: 'shop',
        ownerId: '1',
        kind: 'dance',
        text: '{}',
        buttonText: texts.buttonText,
        position: '0',
      }),
    ).rejects.toMatchObject({
      fields: {
        owner: [{ en: 'Allowed values: case, giveaway.' }],
        kind: [{ en: 'Allowed values: visit_link, join_group, link_social, steam_level, tradelink.' }],
        'text.ru': [{ en: 'This field is required.' }],
      },
    })
  })

  it('filters by owner, owner id and kind, and sorts by kind', async () => {
    const db = await freshDb()
    const list = (filters: Record<string, string>, sort?: string) =>
      listRecords(db, tasksAdmin, personaUser(db, 'admin'), { page: 1, perPage: 100, filters, sort, locale: 'en' })
        .items
    expect(list({ owner: 'case', owner_id: '2' }).map((row) => row.kind)).toEqual([
      'link_social',
      'join_group',
      'link_social',
      'join_group',
    ])
    expect(list({ kind: 'steam_level' }).map((row) => row.requiredLevel)).toEqual([20, 1])
    const kinds = list({}, '-kind').map((row) => row.kind)
    expect(kinds).toEqual([...kinds].sort().reverse())
  })

  it("deletes a task with users' progress on it, and starts one over when its owner or kind changes", async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const daily = caseBySlug(db, 'daily-case')
    const [visit, tradelink] = caseView(db, daily, null).tasks.map((view) => view.task)
    if (!visit || !tradelink) throw new Error('the daily case has tasks')
    expect(db.taskProgress.findMany((q) => q.where({ taskId: visit.id }))).toHaveLength(1)
    await deleteRecord(db, tasksAdmin, admin, visit.id)
    expect(db.taskProgress.findMany((q) => q.where({ taskId: visit.id }))).toEqual([])
    expect(caseView(db, daily, null).tasks.map((view) => view.task.id)).not.toContain(visit.id)

    const same = {
      owner: 'case',
      ownerId: String(daily.id),
      kind: 'tradelink',
      text: JSON.stringify(tradelink.text),
      buttonText: JSON.stringify(tradelink.buttonText),
      position: '5',
    }
    await updateRecord(db, tasksAdmin, admin, tradelink.id, same)
    expect(
      caseView(db, daily, personaUser(db, 'regular')).tasks.find((view) => view.task.id === tradelink.id)?.completed,
    ).toBe(true)
    await updateRecord(db, tasksAdmin, admin, tradelink.id, { ...same, kind: 'steam_level', requiredLevel: '50' })
    expect(
      caseView(db, daily, personaUser(db, 'regular')).tasks.find((view) => view.task.id === tradelink.id)?.completed,
    ).toBe(false)
    await visitTask(db, personaUser(db, 'regular'), tradelink.id)
    await expect(checkTask(db, personaUser(db, 'regular'), tradelink.id)).rejects.toMatchObject({ kind: 'rejected' })
  })
})
