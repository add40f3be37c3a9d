import { describe, expect, it } from 'vitest'
import type { Db } from '../db/db.ts'
import type { TaskKind, TaskRow } from '../db/schema/tasks.ts'
import { freshDb, personaUser } from '../../testing/backend/fake-db.ts'
import { caseBySlug } from './cases.ts'
import { linkSocial, setTradelink } from './profile.ts'
import { checkTask, resetTasks, tasksOf, tasksWithProgress, visitTask } from './tasks.ts'

function caseTask(db: Db, slug: string, kind: TaskKind, social?: 'vk' | 'tg'): TaskRow {
  const task = tasksOf(db, 'case', caseBySlug(db, slug).id).find(
    (row) => row.kind === kind && (social === undefined || row.social === social),
  )
  if (!task) throw new Error(`${slug} has no ${kind} task`)
  return task
}

describe('task conditions', () => {
  it('visit_link completes only after the link was visited', async () => {
    const db = await freshDb()
    const user = personaUser(db, 'new')
    const task = caseTask(db, 'daily-case', 'visit_link')
    await expect(checkTask(db, user, task.id)).rejects.toMatchObject({
      kind: 'rejected',
      text: { en: 'Open the task link first.' },
    })
    expect(await visitTask(db, user, task.id)).toBe(task.url)
    expect(await checkTask(db, user, task.id)).toMatchObject({ completed: true })
  })

  it('join_group needs the visit and the linked account', async () => {
    const db = await freshDb()
    const task = caseTask(db, 'social-case', 'join_group', 'vk')
    await visitTask(db, personaUser(db, 'regular'), task.id)
    await expect(checkTask(db, personaUser(db, 'regular'), task.id)).rejects.toMatchObject({
      text: { en: 'Link your VK account in the profile so we can check the subscription.' },
    })
    await linkSocial(db, personaUser(db, 'regular'), 'vk')
    expect((await checkTask(db, personaUser(db, 'regular'), task.id)).completed).toBe(true)
  })

  it('link_social needs the account linked', async () => {
    const db = await freshDb()
    const task = caseTask(db, 'social-case', 'link_social', 'tg')
    await expect(checkTask(db, personaUser(db, 'regular'), task.id)).rejects.toMatchObject({
      text: { en: 'Your Telegram account is not linked.' },
    })
    expect((await checkTask(db, personaUser(db, 'rich'), task.id)).completed).toBe(true)
  })

  it('steam_level compares the stored level with the required one', async () => {
    const db = await freshDb()
    const task = caseTask(db, 'veteran-case', 'steam_level')
    expect(task.requiredLevel).toBe(20)
    await expect(checkTask(db, personaUser(db, 'regular'), task.id)).rejects.toMatchObject({
      text: { en: 'Level 20 is needed, yours is 10. Refresh your level in the profile.' },
    })
    expect((await checkTask(db, personaUser(db, 'admin'), task.id)).completed).toBe(true)
  })

  it('tradelink needs a tradelink set', async () => {
    const db = await freshDb()
    const task = caseTask(db, 'daily-case', 'tradelink')
    await expect(checkTask(db, personaUser(db, 'new'), task.id)).rejects.toMatchObject({
      text: { en: 'Your tradelink is not set.' },
    })
    await setTradelink(
      db,
      personaUser(db, 'new'),
      'https://steamcommunity.com/tradeoffer/new/?partner=100000001&token=AbCdEf12',
    )
    expect((await checkTask(db, personaUser(db, 'new'), task.id)).completed).toBe(true)
  })

  it('links lead to the place where a site-checked condition is met, and unknown tasks are 404', async () => {
    const db = await freshDb()
    const user = personaUser(db, 'regular')
    expect(await visitTask(db, user, caseTask(db, 'daily-case', 'tradelink').id)).toBe('/profile')
    expect(await visitTask(db, user, caseTask(db, 'daily-case', 'steam_level').id)).toBe(
      `https://steamcommunity.com/profiles/${user.steamId}`,
    )
    await expect(visitTask(db, user, 9999)).rejects.toMatchObject({ kind: 'not-found' })
  })

  it('are per user and can be reset', async () => {
    const db = await freshDb()
    const daily = caseBySlug(db, 'daily-case')
    expect(tasksWithProgress(db, 'case', daily.id, personaUser(db, 'regular')).every((view) => view.completed)).toBe(
      true,
    )
    expect(tasksWithProgress(db, 'case', daily.id, personaUser(db, 'rich')).some((view) => view.completed)).toBe(false)
    expect(tasksWithProgress(db, 'case', daily.id, null).some((view) => view.completed)).toBe(false)
    await resetTasks(db, personaUser(db, 'regular'), 'case', daily.id)
    expect(tasksWithProgress(db, 'case', daily.id, personaUser(db, 'regular')).some((view) => view.completed)).toBe(
      false,
    )
  })
})
