import { describe, expect, it } from 'vitest'
import { clock } from '../../clock.ts'
import type { Db } from '../../db/db.ts'
import { random } from '../../random.ts'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { activateCasePromocode, caseBySlug, caseView, listCases, openCase, sellAvailableItem } from '../cases.ts'
import { checkTask, tasksOf, visitTask } from '../tasks.ts'
import { casesAdmin } from './cases.ts'
import { deleteRecord, listRecords, updateRecord } from './crud.ts'
import type { AdminContext } from './entity.ts'
import { promocodesAdmin } from './promocodes.ts'

const item = (overrides: Record<string, unknown> = {}) => ({
  marketHashName: 'AK-47 | Slate (Field-Tested)',
  price: 3.1,
  rarity: 'Mil-Spec',
  image: 'https://cdn.example/ak.png',
  weight: 10,
  ...overrides,
})

const caseFields = (items: unknown[], overrides: Record<string, string> = {}) => ({
  slug: 'weekend-case',
  type: 'free',
  title: JSON.stringify({ ru: 'Кейс выходного дня', en: 'Weekend case' }),
  preview: 'https://cdn.example/weekend.png',
  cooldownMinutes: '90',
  top: 'true',
  position: '7',
  seoTitle: JSON.stringify({ ru: 'Кейс на выходные', en: '' }),
  seoDescription: JSON.stringify({ ru: '', en: '' }),
  items: JSON.stringify(items),
  ...overrides,
})

const admin = (db: Db): AdminContext => ({ db, actor: personaUser(db, 'admin') })

/** The roll `openCase` will draw next, without drawing it. */
function nextRoll(): number {
  const state = random.state()
  const roll = random.next()
  random.seed(state)
  return roll
}

describe('cases in the admin panel', () => {
  it("creates a case with its items that visitors see at once, with each item's chance", async () => {
    const db = await freshDb()
    const row = await casesAdmin.create(
      admin(db),
      caseFields([
        item({ weight: 3 }),
        item({ marketHashName: 'AWP | Atheris (Minimal Wear)', price: '12.5', rarity: 'Restricted', weight: 1 }),
      ]),
    )
    expect(row).toMatchObject({
      slug: 'weekend-case',
      cooldownMs: 90 * 60_000,
      top: true,
      windowsFromMs: null,
      seoTitle: { ru: 'Кейс на выходные', en: null },
    })
    expect(listCases(db, null, 1).items.map((view) => view.row.slug)).toContain('weekend-case')
    const view = caseView(db, caseBySlug(db, 'weekend-case'), null)
    expect(
      view.items.map(({ item: row, chance }) => [
        row.marketHashName,
        row.priceCents,
        row.rarity,
        row.rarityColor,
        chance,
      ]),
    ).toEqual([
      ['AK-47 | Slate (Field-Tested)', 310, 'Mil-Spec', '#4b69ff', 0.75],
      ['AWP | Atheris (Minimal Wear)', 1250, 'Restricted', '#8847ff', 0.25],
    ])
  })

  it("opens a new timed case's first window now", async () => {
    const db = await freshDb()
    const row = await casesAdmin.create(admin(db), caseFields([item()], { type: 'timed', cooldownMinutes: '0' }))
    expect(row.windowsFromMs).toBe(clock.now())
  })

  it('names each wrong field, nested item fields included', async () => {
    const db = await freshDb()
    const daily = caseBySlug(db, 'daily-case')
    const foreignItem = db.caseItems.findFirst((q) => q.where({ caseId: daily.id }))
    await expect(
      casesAdmin.create(
        admin(db),
        caseFields(
          [item({ id: foreignItem?.id, price: 0 }), item({ rarity: 'Legendary', weight: 0, image: 'ftp://x' })],
          { slug: 'daily-case', cooldownMinutes: '-1' },
        ),
      ),
    ).rejects.toMatchObject({
      kind: 'invalid',
      fields: {
        slug: [{ en: 'This slug is already taken.' }],
        cooldownMinutes: [{ en: 'A whole number from 0 to 525600.' }],
        'items.0.id': [{ en: 'This item belongs to another case, or does not exist.' }],
        'items.0.price': [{ en: 'The amount cannot be zero.' }],
        'items.1.rarity': [
          {
            en: 'Allowed values: Consumer Grade, Industrial Grade, Mil-Spec, Restricted, Classified, Covert, Contraband.',
          },
        ],
        'items.1.weight': [{ en: 'A whole number from 1 to 1000000.' }],
        'items.1.image': [{ en: 'Upload an image or give its address starting with http:// or https://.' }],
      },
    })
    await expect(casesAdmin.create(admin(db), caseFields([]))).rejects.toMatchObject({
      fields: { items: [{ en: 'From 1 to 50 items.' }] },
    })
  })

  it('updates items with an id, adds those without, removes those left out; drops keep their copy', async () => {
    const db = await freshDb()
    const row = await casesAdmin.create(
      admin(db),
      caseFields([item({ price: 1, weight: 1 }), item({ marketHashName: 'Gone', price: 2, weight: 1_000_000 })]),
    )
    const [cheap, gone] = caseView(db, row, null).items.map(({ item: current }) => current)
    if (!cheap || !gone) throw new Error('two items')
    // The draw now lands on the heavy item, which the update then removes.
    await checkAndOpen(db, 'weekend-case')
    const drop = db.drops.findFirst((q) => q.where({ caseId: row.id }))
    expect(drop).toMatchObject({ caseItemId: gone.id, marketHashName: 'Gone', priceCents: 200 })

    const updated = await updateRecord(db, casesAdmin, personaUser(db, 'admin'), row.id, {
      ...caseFields([
        item({ id: cheap.id, marketHashName: 'Renamed', price: 1, image: cheap.image, weight: 5 }),
        item({ marketHashName: 'Added', price: 4, rarity: 'Covert', weight: 5 }),
      ]),
      cooldownMinutes: '1440',
    })
    expect(updated.cooldownMs).toBe(24 * 60 * 60_000)
    expect(
      caseView(db, updated, null).items.map(({ item: current }) => [
        current.id === cheap.id,
        current.marketHashName,
        current.rarityColor,
      ]),
    ).toEqual([
      [true, 'Renamed', '#4b69ff'],
      [false, 'Added', '#eb4b4b'],
    ])
    expect(db.caseItems.findFirst((q) => q.where({ id: gone.id }))).toBeUndefined()
    expect(db.drops.findFirst((q) => q.where({ id: drop?.id ?? 0 }))).toMatchObject({
      marketHashName: 'Gone',
      priceCents: 200,
      status: 'available',
    })
  })

  it('changes what the case page shows and what an opening draws when the weights change', async () => {
    const db = await freshDb()
    const daily = caseBySlug(db, 'daily-case')
    const [first, second] = caseView(db, daily, null).items.map(({ item: current }) => current)
    if (!first || !second) throw new Error('the daily case has items')
    const keep = (weights: [number, number]) =>
      updateRecord(db, casesAdmin, personaUser(db, 'admin'), daily.id, {
        ...caseFields(
          [first, second].map((current, index) =>
            item({
              id: current.id,
              marketHashName: current.marketHashName,
              price: current.priceCents / 100,
              rarity: current.rarity,
              image: current.image,
              weight: weights[index],
            }),
          ),
          { slug: 'daily-case', cooldownMinutes: '1440' },
        ),
      })

    await keep([1, 999_999])
    // Published to 0.01 %, except a chance too small to show, which stays as it is.
    expect(caseView(db, daily, null).items.map(({ chance }) => chance)).toEqual([0.000001, 1])
    const roll = nextRoll()
    expect(roll).toBeGreaterThan(0.000001)
    expect(roll).toBeLessThan(0.999999)
    const heavySecond = await openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')
    expect(heavySecond.caseItemId).toBe(second.id)

    const db2 = await freshDb()
    const daily2 = caseBySlug(db2, 'daily-case')
    await updateRecord(db2, casesAdmin, personaUser(db2, 'admin'), daily2.id, {
      ...caseFields(
        [first, second].map((current, index) =>
          item({
            id: current.id,
            marketHashName: current.marketHashName,
            price: current.priceCents / 100,
            rarity: current.rarity,
            image: current.image,
            weight: [999_999, 1][index],
          }),
        ),
        { slug: 'daily-case', cooldownMinutes: '1440' },
      ),
    })
    expect(caseView(db2, daily2, null).items.map(({ chance }) => chance)).toEqual([1, 0.000001])
    expect(nextRoll()).toBe(roll)
    expect((await openCase(db2, personaUser(db2, 'regular'), 'daily-case', 'ok')).caseItemId).toBe(first.id)
  })

  it("keeps a promocode case's type while it has promocodes", async () => {
    const db = await freshDb()
    const promo = caseBySlug(db, 'partner-case')
    const fields = caseFields([item()], { slug: 'partner-case', type: 'free' })
    await expect(updateRecord(db, casesAdmin, personaUser(db, 'admin'), promo.id, fields)).rejects.toMatchObject({
      fields: {
        type: [
          {
            en: 'The case has promocodes (1): delete them before changing its type.',
            ru: 'У кейса есть промокоды (1): сначала удалите их, потом меняйте тип.',
          },
        ],
      },
    })
    for (const code of db.casePromocodes.findMany((q) => q.where({ caseId: promo.id })))
      await deleteRecord(db, promocodesAdmin, personaUser(db, 'admin'), code.id)
    expect((await updateRecord(db, casesAdmin, personaUser(db, 'admin'), promo.id, fields)).type).toBe('free')
  })

  it('refuses to delete a case while users hold an unsold item from it', async () => {
    const db = await freshDb()
    const daily = caseBySlug(db, 'daily-case')
    await openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')
    await expect(deleteRecord(db, casesAdmin, personaUser(db, 'admin'), daily.id)).rejects.toMatchObject({
      kind: 'conflict',
      text: {
        ru: 'Удалить нельзя, пока с записью связаны: 1 пользователь с непроданным предметом из него.',
        en: 'It cannot be deleted while these use it: 1 user holding an unsold item from it.',
      },
    })
    await sellAvailableItem(db, personaUser(db, 'regular'), 'daily-case')
    expect(casesAdmin.usedBy(db, daily)).toEqual([])
  })

  it("deletes a case with its items, tasks and their progress, promocodes and users' states; drops stay as history", async () => {
    const db = await freshDb()
    const promo = caseBySlug(db, 'promo-case')
    await activateCasePromocode(db, personaUser(db, 'rich'), 'promo-case', 'FREESKINS')
    await deleteRecord(db, casesAdmin, personaUser(db, 'admin'), promo.id)
    expect(() => caseBySlug(db, 'promo-case')).toThrowError('The case was not found')
    expect(db.caseItems.findMany((q) => q.where({ caseId: promo.id }))).toEqual([])
    expect(db.casePromocodes.findMany((q) => q.where({ caseId: promo.id }))).toEqual([])
    expect(db.caseStates.findMany((q) => q.where({ caseId: promo.id }))).toEqual([])
    expect(db.drops.findMany((q) => q.where({ caseId: promo.id })).length).toBeGreaterThan(0)

    const daily = caseBySlug(db, 'daily-case')
    const taskIds = tasksOf(db, 'case', daily.id).map((task) => task.id)
    expect(db.taskProgress.findMany((q) => q.where({ taskId: (id) => taskIds.includes(id) })).length).toBeGreaterThan(0)
    await deleteRecord(db, casesAdmin, personaUser(db, 'admin'), daily.id)
    expect(db.tasks.findMany((q) => q.where({ owner: 'case', ownerId: daily.id }))).toEqual([])
    expect(db.taskProgress.findMany((q) => q.where({ taskId: (id) => taskIds.includes(id) }))).toEqual([])
  })

  it("filters by type and top, and sorts by title in the request's language", async () => {
    const db = await freshDb()
    const list = (filters: Record<string, string>, sort?: string) =>
      listRecords(db, casesAdmin, personaUser(db, 'admin'), {
        page: 1,
        perPage: 20,
        filters,
        sort,
        locale: 'en',
      }).items.map((row) => row.slug)
    expect(list({ type: 'promocode' })).toEqual(['promo-case', 'partner-case'])
    expect(list({ top: 'false' }).every((slug) => !caseBySlug(db, slug).top)).toBe(true)
    const titles = list({}, 'title').map((slug) => caseBySlug(db, slug).title.en)
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')))
    expect(() => list({ type: 'weekly' })).toThrowError('invalid: filter.type')
  })
})

/** Does the case's tasks as `regular` and opens it. */
async function checkAndOpen(db: Db, slug: string): Promise<void> {
  for (const task of tasksOf(db, 'case', caseBySlug(db, slug).id)) {
    await visitTask(db, personaUser(db, 'regular'), task.id)
    await checkTask(db, personaUser(db, 'regular'), task.id)
  }
  await openCase(db, personaUser(db, 'regular'), slug, 'ok')
}
