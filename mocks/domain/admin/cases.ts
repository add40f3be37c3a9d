import { AdminCaseInput, AdminCaseItemInput } from '../../../src/api/field-rules.gen.ts'
import type { Db } from '../../db/db.ts'
import { nextId } from '../../db/db.ts'
import type { CaseItemRow } from '../../db/schema/case-items.ts'
import { caseTypes, type CaseRow } from '../../db/schema/cases.ts'
import type { Localized } from '../../db/schema/fragments.ts'
import { cs2RarityColor } from '../../db/schema/rarities.ts'
import { clock } from '../../clock.ts'
import { tasksOf } from '../tasks.ts'
import { byLocalized, byNumber, isTaken, type AdminEntity } from './entity.ts'
import { InputReader, type Fields } from './input.ts'
import { adminMessages as a, countOf } from './messages.ts'
import { promocodesOfCase } from './promocodes.ts'
import { removeTasks } from './tasks.ts'

const MINUTE_MS = 60_000

type CaseInput = Omit<CaseRow, 'id' | 'windowsFromMs'>
type ItemInput = Omit<CaseItemRow, 'id' | 'caseId' | 'rarityColor'> & { id: number | null }

const caseMessages = {
  itemOfAnotherCase: {
    ru: 'Это предмет другого кейса или его нет.',
    en: 'This item belongs to another case, or does not exist.',
  },
  itemTwice: { ru: 'Этот предмет уже есть в списке выше.', en: 'This item is already in the list above.' },
  typeHasPromocodes: (n: number): Localized => ({
    ru: `У кейса есть промокоды (${n}): сначала удалите их, потом меняйте тип.`,
    en: `The case has promocodes (${n}): delete them before changing its type.`,
  }),
  holders: (n: number): Localized => {
    const users = countOf(n, ['пользователь', 'пользователя', 'пользователей'], ['user', 'users'])
    return { ru: `${users.ru} с непроданным предметом из него`, en: `${users.en} holding an unsold item from it` }
  },
} as const

export function caseItemsCount(db: Db, caseId: number): number {
  return db.caseItems.findMany((q) => q.where({ caseId })).length
}

function readItems(db: Db, r: InputReader, existing?: CaseRow): ItemInput[] {
  const seen = new Set<number>()
  return r.list('items', AdminCaseInput.items, (item) => {
    const id = item.optionalInteger('id', AdminCaseItemInput.id)
    const current = id === null ? undefined : db.caseItems.findFirst((q) => q.where({ id }))
    if (id !== null && !item.failed('id')) {
      if (!current || current.caseId !== existing?.id) item.fail('id', caseMessages.itemOfAnotherCase)
      else if (seen.has(id)) item.fail('id', caseMessages.itemTwice)
      seen.add(id)
    }
    return {
      id,
      marketHashName: item.text('marketHashName', AdminCaseItemInput.marketHashName),
      priceCents: item.coins('price', AdminCaseItemInput.price),
      rarity: item.oneOf('rarity', AdminCaseItemInput.rarity.enum),
      image: item.image('image', current?.caseId === existing?.id ? current?.image : undefined),
      weight: item.integer('weight', AdminCaseItemInput.weight),
    }
  })
}

function readCase(db: Db, fields: Fields, existing?: CaseRow): { input: CaseInput; items: ItemInput[] } {
  const r = new InputReader(fields)
  const type = r.oneOf('type', AdminCaseInput.type.enum)
  const input: CaseInput = {
    slug: r.slug('slug', AdminCaseInput.slug),
    type,
    title: r.localized('title', { maxLength: 100 }),
    preview: r.image('preview', existing?.preview),
    cooldownMs: r.integer('cooldownMinutes', AdminCaseInput.cooldownMinutes) * MINUTE_MS,
    top: r.boolean('top'),
    position: r.integer('position', AdminCaseInput.position),
    seoTitle: r.localizedNullable('seoTitle', { maxLength: 200 }),
    seoDescription: r.localizedNullable('seoDescription', { maxLength: 500 }),
  }
  if (!r.failed('slug') && isTaken(db.cases.all(), (row) => row.slug, input.slug, existing?.id))
    r.fail('slug', a.slugTaken)
  if (existing?.type === 'promocode' && type !== 'promocode' && !r.failed('type')) {
    const codes = promocodesOfCase(db, existing.id).length
    if (codes > 0) r.fail('type', caseMessages.typeHasPromocodes(codes))
  }
  const items = readItems(db, r, existing)
  r.done()
  return { input, items }
}

/**
 * Ids are never reused: drops point at the item (and the case) they came from, and a drop is
 * shown as that item, so a new one must not take the id of one deleted before.
 */
function newItemId(db: Db): number {
  return nextId([...db.caseItems.all(), ...db.drops.all().map((drop) => ({ id: drop.caseItemId }))])
}

function newCaseId(db: Db): number {
  return nextId([...db.cases.all(), ...db.drops.all().map((drop) => ({ id: drop.caseId }))])
}

async function saveItems(db: Db, caseId: number, items: readonly ItemInput[]): Promise<void> {
  const kept = new Set(items.flatMap((item) => (item.id === null ? [] : [item.id])))
  // Drops carry their own copy of the item, so history stays as it was.
  db.caseItems.deleteMany((q) => q.where({ caseId, id: (id) => !kept.has(id) }))
  for (const { id, ...fields } of items) {
    const row = { ...fields, caseId, rarityColor: cs2RarityColor(fields.rarity) }
    if (id === null) await db.caseItems.create({ id: newItemId(db), ...row })
    else
      await db.caseItems.update((q) => q.where({ id }), {
        data(draft) {
          Object.assign(draft, row)
        },
      })
  }
}

/** Users holding an item from the case that they have neither sold nor withdrawn. */
function holdersOf(db: Db, row: CaseRow): number {
  return new Set(db.drops.findMany((q) => q.where({ caseId: row.id, status: 'available' })).map((drop) => drop.userId))
    .size
}

/**
 * Cases with the items they drop. An item's weight is its share of the draw; the case page
 * shows each item's weight over the case's total as its chance, and `openCase` draws with
 * the same (mocks/domain/cases.ts). Tasks and promocodes are edited as kinds of their own.
 */
export const casesAdmin: AdminEntity<CaseRow> = {
  section: 'cases',
  rows: (db) => db.cases.all(),
  searchText: (row) => [row.slug, row.title.ru, row.title.en],
  filters: {
    type: { type: caseTypes, matches: (row, value) => row.type === value },
    top: { type: 'boolean', matches: (row, value) => row.top === value },
  },
  sorts: {
    position: byNumber((row) => row.position),
    title: byLocalized((row) => row.title),
  },
  defaultSort: 'position',
  async create({ db }, fields) {
    const { input, items } = readCase(db, fields)
    const row = await db.cases.create({
      id: newCaseId(db),
      ...input,
      windowsFromMs: input.type === 'timed' ? clock.now() : null,
    })
    await saveItems(db, row.id, items)
    return row
  },
  async update({ db }, row, fields) {
    const { input, items } = readCase(db, fields, row)
    // A case that becomes timed opens its first window now; one that stays timed keeps its rhythm.
    const windowsFromMs = input.type === 'timed' ? (row.windowsFromMs ?? clock.now()) : null
    const updated = await db.cases.update((q) => q.where({ id: row.id }), {
      strict: true,
      data(draft) {
        Object.assign(draft, input, { windowsFromMs })
      },
    })
    await saveItems(db, row.id, items)
    return updated
  },
  usedBy(db, row) {
    const holders = holdersOf(db, row)
    return holders > 0 ? [caseMessages.holders(holders)] : []
  },
  /** The items, tasks (with users' progress), promocodes and users' states of the case go with it; drops stay as history. */
  remove({ db }, row) {
    const caseId = row.id
    db.caseItems.deleteMany((q) => q.where({ caseId }))
    removeTasks(db, tasksOf(db, 'case', caseId))
    db.casePromocodes.deleteMany((q) => q.where({ caseId }))
    db.caseStates.deleteMany((q) => q.where({ caseId }))
    db.cases.delete((q) => q.where({ id: caseId }))
  },
}
