import { describe, expect, it } from 'vitest'
import { clock } from '../clock.ts'
import type { CaseItemRow } from '../db/schema/case-items.ts'
import { freshDb, personaUser } from '../../testing/backend/fake-db.ts'
import { ledgerOf } from './coins.ts'
import {
  activateCasePromocode,
  caseBySlug,
  caseView,
  drawItem,
  itemOdds,
  lastDrops,
  listCases,
  nextOpeningAt,
  openCase,
  sellAvailableItem,
  sendAvailableItem,
  TIMED_OPEN_MS,
  TIMED_PERIOD_MS,
} from './cases.ts'
import { checkTask, tasksOf, visitTask } from './tasks.ts'
import { profileTrades } from './trades.ts'

const DAY = 24 * 60 * 60_000

describe('opening a case', () => {
  it('needs a captcha token and rejects the failing one', async () => {
    const db = await freshDb()
    const user = personaUser(db, 'regular')
    await expect(openCase(db, user, 'daily-case', '')).rejects.toMatchObject({
      kind: 'invalid',
      fields: { captchaToken: [{ en: 'Please complete the captcha.' }] },
    })
    await expect(openCase(db, user, 'daily-case', 'fail')).rejects.toMatchObject({
      kind: 'rejected',
      text: { en: 'The captcha failed, please try again.' },
    })
    await expect(openCase(db, user, 'no-such-case', 'ok')).rejects.toMatchObject({ kind: 'not-found' })
  })

  it('gates a free case on its tasks', async () => {
    const db = await freshDb()
    await expect(openCase(db, personaUser(db, 'rich'), 'daily-case', 'ok')).rejects.toMatchObject({
      text: { en: 'Complete all the tasks to open this case.' },
    })
  })

  it('drops an item, starts the 24 h cooldown and resets the tasks', async () => {
    const db = await freshDb()
    const daily = caseBySlug(db, 'daily-case')
    const drop = await openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')
    const user = personaUser(db, 'regular')
    const view = caseView(db, daily, user)
    expect(view.availableItem?.drop.id).toBe(drop.id)
    expect(view.items.map(({ item }) => item.id)).toContain(drop.caseItemId)
    expect(view.nextOpeningAtMs).toBe(clock.now() + DAY)
    expect(view.tasks.every((task) => !task.completed)).toBe(true)
    expect(lastDrops(db)[0]?.drop.id).toBe(drop.id)
    await expect(openCase(db, user, 'daily-case', 'ok')).rejects.toMatchObject({
      text: { en: 'Sell or withdraw the item you got first.' },
    })
    await sellAvailableItem(db, user, 'daily-case')
    await expect(openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')).rejects.toMatchObject({
      text: { en: 'You cannot open this case again yet.' },
      availableAtMs: clock.now() + DAY,
    })
    clock.advance(DAY)
    expect(nextOpeningAt(db, daily, personaUser(db, 'regular'), clock.now())).toBeNull()
    await expect(openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')).rejects.toMatchObject({
      text: { en: 'Complete all the tasks to open this case.' },
    })
    for (const task of tasksOf(db, 'case', daily.id)) {
      await visitTask(db, personaUser(db, 'regular'), task.id)
      await checkTask(db, personaUser(db, 'regular'), task.id)
    }
    expect((await openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')).status).toBe('available')
  })

  it('opens the timed case only in its minute', async () => {
    const db = await freshDb()
    const timed = caseBySlug(db, 'symbol-case')
    expect(nextOpeningAt(db, timed, personaUser(db, 'rich'), clock.now())).toBeNull()
    clock.advance(TIMED_OPEN_MS)
    const nextWindow = clock.now() - TIMED_OPEN_MS + TIMED_PERIOD_MS
    expect(nextOpeningAt(db, timed, personaUser(db, 'rich'), clock.now())).toBe(nextWindow)
    await expect(openCase(db, personaUser(db, 'rich'), 'symbol-case', 'ok')).rejects.toMatchObject({
      kind: 'rejected',
      text: { en: 'The symbol case is closed now.' },
      availableAtMs: Date.UTC(2025, 5, 2, 12, 5),
    })
    clock.set(nextWindow)
    await openCase(db, personaUser(db, 'rich'), 'symbol-case', 'ok')
    await sellAvailableItem(db, personaUser(db, 'rich'), 'symbol-case')
    await expect(openCase(db, personaUser(db, 'rich'), 'symbol-case', 'ok')).rejects.toMatchObject({
      availableAtMs: Date.UTC(2025, 5, 2, 12, 10),
    })
  })

  it("opens the timed case in windows counted from the clock's start, whatever that instant", async () => {
    const startMs = Date.UTC(2026, 10, 14, 9, 41, 27, 350)
    const db = await freshDb(undefined, startMs)
    const timed = caseBySlug(db, 'symbol-case')
    expect(timed.windowsFromMs).toBe(startMs)
    const rich = () => personaUser(db, 'rich')
    // Open for the first minute after the start, then closed until the next period begins.
    expect(nextOpeningAt(db, timed, rich(), startMs)).toBeNull()
    expect(nextOpeningAt(db, timed, rich(), startMs + TIMED_OPEN_MS - 1)).toBeNull()
    expect(nextOpeningAt(db, timed, rich(), startMs + TIMED_OPEN_MS)).toBe(startMs + TIMED_PERIOD_MS)
    expect(nextOpeningAt(db, timed, rich(), startMs + 3 * TIMED_PERIOD_MS + 1_000)).toBeNull()
    // A clock set back before the start sees the window before it.
    expect(nextOpeningAt(db, timed, rich(), startMs - 1)).toBe(startMs)
    expect(nextOpeningAt(db, timed, rich(), startMs - TIMED_PERIOD_MS + 1)).toBeNull()
    clock.advance(TIMED_OPEN_MS + 2_000)
    await expect(openCase(db, rich(), 'symbol-case', 'ok')).rejects.toMatchObject({
      availableAtMs: startMs + TIMED_PERIOD_MS,
    })
    clock.set(startMs + TIMED_PERIOD_MS)
    await openCase(db, rich(), 'symbol-case', 'ok')
    expect(caseView(db, timed, rich()).nextOpeningAtMs).toBe(startMs + 2 * TIMED_PERIOD_MS)
  })

  it('times cooldowns from now, whatever instant the clock started at', async () => {
    const startMs = Date.UTC(2026, 10, 14, 9, 41, 27, 350)
    const db = await freshDb(undefined, startMs)
    await openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')
    await sellAvailableItem(db, personaUser(db, 'regular'), 'daily-case')
    expect(caseView(db, caseBySlug(db, 'daily-case'), personaUser(db, 'regular')).nextOpeningAtMs).toBe(startMs + DAY)
    await expect(openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')).rejects.toMatchObject({
      availableAtMs: startMs + DAY,
    })
  })

  it('draws by whole weights: the first item whose cumulative weight exceeds roll × total', () => {
    const items = [
      { id: 1, priceCents: 100, weight: 9 },
      { id: 2, priceCents: 900, weight: 1 },
    ].map(
      (item) =>
        ({
          ...item,
          caseId: 1,
          marketHashName: `item ${item.id}`,
          rarityColor: '#b0c3d9',
          rarity: 'Consumer Grade',
          image: '',
        }) satisfies CaseItemRow,
    )
    expect(itemOdds(items).map(({ chance }) => chance)).toEqual([0.9, 0.1])
    expect(drawItem(items, 0).id).toBe(1)
    expect(drawItem(items, 0.89).id).toBe(1)
    // 0.9 × 10 = 9 is not exceeded by the first item's 9: the boundary belongs to the next one.
    expect(drawItem(items, 0.9).id).toBe(2)
    expect(drawItem(items, 0.999).id).toBe(2)
  })

  it('shows on the case page the chances it draws with, to 0.01 %, adding up to exactly 100 %, cheapest first', async () => {
    const db = await freshDb()
    const { items } = caseView(db, caseBySlug(db, 'daily-case'), null)
    expect(items.map(({ item }) => item.priceCents)).toEqual(
      items.map(({ item }) => item.priceCents).sort((a, b) => a - b),
    )
    const basisPoints = items.map(({ chance }) => Math.round(chance * 10_000))
    expect(basisPoints.reduce((sum, points) => sum + points, 0)).toBe(10_000)
    const drawn = itemOdds(items.map(({ item }) => item))
    for (const [index, { chance }] of items.entries())
      expect(Math.abs(chance - (drawn[index]?.chance ?? 0))).toBeLessThan(0.0001)
    // Seeded weights follow 1/price, so the cheapest item is the likeliest.
    expect(items[0]?.chance).toBe(Math.max(...items.map(({ chance }) => chance)))
  })
})

describe('what a list says of each case', () => {
  it('counts the tasks done, the promocode and a held item, per user', async () => {
    const db = await freshDb()
    const states = (persona: 'regular' | 'rich' | null) =>
      Object.fromEntries(
        listCases(db, persona ? personaUser(db, persona) : null, 1).items.map((view) => [
          view.row.slug,
          { tasks: view.taskProgress, promocode: view.hasActivatedPromocode, held: view.hasAvailableItem },
        ]),
      )
    expect(states(null)['daily-case']).toEqual({ tasks: { completed: 0, total: 3 }, promocode: false, held: false })
    expect(states('regular')['daily-case']).toEqual({
      tasks: { completed: 3, total: 3 },
      promocode: false,
      held: false,
    })
    await activateCasePromocode(db, personaUser(db, 'rich'), 'promo-case', 'FREESKINS')
    expect(states('rich')['promo-case']).toMatchObject({ tasks: { completed: 0, total: 0 }, promocode: true })
    await openCase(db, personaUser(db, 'rich'), 'promo-case', 'ok')
    expect(states('rich')['promo-case']).toMatchObject({ promocode: false, held: true })
  })

  it("gives everyone the symbol case's window: the one open now, else the next", async () => {
    const db = await freshDb()
    const start = clock.now()
    const symbol = () => listCases(db, null, 1).items.find((view) => view.row.slug === 'symbol-case')
    expect(symbol()?.window).toMatchObject({ open: true, opensAtMs: start, closesAtMs: start + TIMED_OPEN_MS })
    clock.advance(TIMED_OPEN_MS)
    expect(symbol()?.window).toMatchObject({
      open: false,
      opensAtMs: start + TIMED_PERIOD_MS,
      closesAtMs: start + TIMED_PERIOD_MS + TIMED_OPEN_MS,
    })
    expect(listCases(db, null, 1).items.find((view) => view.row.slug === 'daily-case')?.window).toBeNull()
  })
})

describe('the available item', () => {
  it('sells for its price into the balance and the ledger', async () => {
    const db = await freshDb()
    const drop = await openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')
    const balance = await sellAvailableItem(db, personaUser(db, 'regular'), 'daily-case')
    expect(balance).toBe(25_000 + drop.priceCents)
    expect(personaUser(db, 'regular').balanceCents).toBe(balance)
    expect(ledgerOf(db, 2).at(-1)).toMatchObject({
      reason: 'case-sell',
      amountCents: drop.priceCents,
      sourceId: drop.id,
    })
    expect(profileTrades(db, personaUser(db, 'regular'), 1).items[0]).toMatchObject({
      status: 'sold',
      trade: { marketHashName: drop.marketHashName },
    })
    await expect(sellAvailableItem(db, personaUser(db, 'regular'), 'daily-case')).rejects.toMatchObject({
      text: { en: 'There is no item from this case to sell or withdraw.' },
    })
  })

  it('is sent to the tradelink as a waiting trade', async () => {
    const db = await freshDb()
    const drop = await openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')
    const trade = await sendAvailableItem(db, personaUser(db, 'regular'), 'daily-case')
    expect(trade).toMatchObject({
      kind: 'case-send',
      marketHashName: drop.marketHashName,
      tradelink: personaUser(db, 'regular').tradelink,
    })
    expect(profileTrades(db, personaUser(db, 'regular'), 1).items[0]?.status).toBe('waiting')
    expect(caseView(db, caseBySlug(db, 'daily-case'), personaUser(db, 'regular')).availableItem).toBeNull()
    expect(personaUser(db, 'regular').balanceCents).toBe(25_000)
  })

  it('cannot be sent without a tradelink', async () => {
    const db = await freshDb()
    await openCase(db, personaUser(db, 'new'), 'symbol-case', 'ok')
    await expect(sendAvailableItem(db, personaUser(db, 'new'), 'symbol-case')).rejects.toMatchObject({
      text: { en: 'Set your tradelink in the profile first.' },
    })
    expect(caseView(db, caseBySlug(db, 'symbol-case'), personaUser(db, 'new')).availableItem).not.toBeNull()
  })
})

describe('case promocodes', () => {
  it('allows 5 activations in all, once per user', async () => {
    const db = await freshDb()
    const code = db.casePromocodes.findFirst((q) => q.where({ code: 'LASTCHANCE' }))
    expect(code?.activatedUserIds).toHaveLength(4)
    const view = await activateCasePromocode(db, personaUser(db, 'regular'), 'promo-case', 'lastchance')
    expect(view.hasActivatedPromocode).toBe(true)
    await expect(activateCasePromocode(db, personaUser(db, 'rich'), 'promo-case', 'LASTCHANCE')).rejects.toMatchObject({
      kind: 'invalid',
      fields: { code: [{ en: 'This promocode has no activations left.' }] },
    })
    await openCase(db, personaUser(db, 'regular'), 'promo-case', 'ok')
    await sellAvailableItem(db, personaUser(db, 'regular'), 'promo-case')
    await expect(
      activateCasePromocode(db, personaUser(db, 'regular'), 'promo-case', 'LASTCHANCE'),
    ).rejects.toMatchObject({ fields: { code: [{ en: 'You have already activated this promocode.' }] } })
  })

  it('is needed to open a promocode case and used up by the opening', async () => {
    const db = await freshDb()
    await expect(openCase(db, personaUser(db, 'rich'), 'promo-case', 'ok')).rejects.toMatchObject({
      text: { en: 'Activate a promocode to open this case.' },
    })
    await activateCasePromocode(db, personaUser(db, 'rich'), 'promo-case', 'FREESKINS')
    await openCase(db, personaUser(db, 'rich'), 'promo-case', 'ok')
    expect(caseView(db, caseBySlug(db, 'promo-case'), personaUser(db, 'rich')).hasActivatedPromocode).toBe(false)
  })

  it('gives a field error on code for unknown, expired and exhausted codes', async () => {
    const db = await freshDb()
    const user = personaUser(db, 'rich')
    await expect(activateCasePromocode(db, user, 'promo-case', 'NOPE')).rejects.toMatchObject({
      fields: { code: [{ en: 'This promocode does not exist.' }] },
    })
    await expect(activateCasePromocode(db, user, 'promo-case', 'EXPIRED24')).rejects.toMatchObject({
      fields: { code: [{ en: 'This promocode has expired.' }] },
    })
    await expect(activateCasePromocode(db, user, 'promo-case', 'USEDUP')).rejects.toMatchObject({
      fields: { code: [{ en: 'This promocode has no activations left.' }] },
    })
    await expect(activateCasePromocode(db, user, 'promo-case', '')).rejects.toMatchObject({
      fields: { code: [{ en: 'This field is required.' }] },
    })
    await expect(activateCasePromocode(db, user, 'partner-case', 'FREESKINS')).rejects.toMatchObject({
      fields: { code: [{ en: 'This promocode does not exist.' }] },
    })
    await expect(activateCasePromocode(db, user, 'daily-case', 'FREESKINS')).rejects.toMatchObject({
      kind: 'rejected',
      text: { en: 'This case does not take promocodes.' },
    })
  })

  it('hands the auto promocode to signed-in users until they use it', async () => {
    const db = await freshDb()
    const partner = caseBySlug(db, 'partner-case')
    expect(caseView(db, partner, null)).toMatchObject({ autoPromocodes: true, autoPromocode: null })
    expect(caseView(db, partner, personaUser(db, 'regular')).autoPromocode).toBe('PARTNER5')
    await activateCasePromocode(db, personaUser(db, 'regular'), 'partner-case', 'PARTNER5')
    expect(caseView(db, partner, personaUser(db, 'regular')).autoPromocode).toBeNull()
    expect(caseView(db, caseBySlug(db, 'promo-case'), personaUser(db, 'regular')).autoPromocodes).toBe(false)
  })
})
