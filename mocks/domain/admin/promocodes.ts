import { AdminPromocodeInput } from '../../../src/api/field-rules.gen.ts'
import type { Db } from '../../db/db.ts'
import { nextId } from '../../db/db.ts'
import type { CasePromocodeRow } from '../../db/schema/case-promocodes.ts'
import type { Localized } from '../../db/schema/fragments.ts'
import { byNumber, byText, isTaken, type AdminEntity } from './entity.ts'
import { InputReader, type Fields } from './input.ts'
import { countOf } from './messages.ts'

type PromocodeInput = Omit<CasePromocodeRow, 'id' | 'activatedUserIds'>

const promocodeMessages = {
  codeFormat: { ru: 'Латинские буквы, цифры, _ и -.', en: 'Latin letters, digits, _ and -.' },
  codeTaken: { ru: 'Такой промокод уже есть (регистр не важен).', en: 'This code already exists (whatever its case).' },
  caseMissing: { ru: 'Такого кейса нет.', en: 'There is no such case.' },
  notPromocodeCase: {
    ru: 'Промокоды бывают только у кейсов типа promocode.',
    en: 'Only cases of type promocode take promocodes.',
  },
  staysWithCase: (n: number): Localized => ({
    ru: `Код уже активирован (активаций: ${n}), он остаётся у своего кейса.`,
    en: `The code has been activated (${n} ${n === 1 ? 'time' : 'times'}), so it stays with its case.`,
  }),
  belowActivations: (n: number): Localized => ({
    ru: `Не меньше уже сделанных активаций: ${n}.`,
    en: `At least the activations made so far: ${n}.`,
  }),
  pending: (n: number): Localized => {
    const users = countOf(n, ['пользователь', 'пользователя', 'пользователей'], ['user', 'users'])
    return {
      ru: `${users.ru} с активацией, которой ещё не открыли кейс`,
      en: `${users.en} with an activation not yet used to open the case`,
    }
  },
} as const

export function activationsLeft(row: CasePromocodeRow): number {
  return Math.max(0, row.maxActivations - row.activatedUserIds.length)
}

export function promocodesOfCase(db: Db, caseId: number): CasePromocodeRow[] {
  return db.casePromocodes.findMany((q) => q.where({ caseId })).sort((a, b) => a.id - b.id)
}

function readPromocode(db: Db, fields: Fields, existing?: CasePromocodeRow): PromocodeInput {
  const r = new InputReader(fields)
  const caseId = r.integer('caseId', AdminPromocodeInput.caseId)
  if (!r.failed('caseId')) {
    const caseRow = db.cases.findFirst((q) => q.where({ id: caseId }))
    const activations = existing?.activatedUserIds.length ?? 0
    if (!caseRow) r.fail('caseId', promocodeMessages.caseMissing)
    else if (caseRow.type !== 'promocode') r.fail('caseId', promocodeMessages.notPromocodeCase)
    else if (existing && existing.caseId !== caseId && activations > 0)
      r.fail('caseId', promocodeMessages.staysWithCase(activations))
  }
  const code = r.text('code', { ...AdminPromocodeInput.code, patternMessage: promocodeMessages.codeFormat })
  if (!r.failed('code') && isTaken(db.casePromocodes.all(), (row) => row.code, code, existing?.id))
    r.fail('code', promocodeMessages.codeTaken)
  const maxActivations = r.integer('maxActivations', AdminPromocodeInput.maxActivations)
  const activations = existing?.activatedUserIds.length ?? 0
  if (!r.failed('maxActivations') && maxActivations < activations)
    r.fail('maxActivations', promocodeMessages.belowActivations(activations))
  const input: PromocodeInput = {
    caseId,
    code,
    maxActivations,
    validUntilMs: r.optionalDate('validUntil'),
    auto: r.boolean('auto'),
  }
  r.done()
  return input
}

/** Users who activated the code and have not opened the case with it yet. */
function pendingActivations(db: Db, row: CasePromocodeRow): number {
  return db.caseStates.findMany((q) => q.where({ activatedPromocodeId: row.id })).length
}

/**
 * Codes of promocode cases. A code is unique whatever its case, as visitors may type it in
 * any; `activateCasePromocode` (mocks/domain/cases.ts) takes codes made here like seeded ones.
 */
export const promocodesAdmin: AdminEntity<CasePromocodeRow> = {
  section: 'promocodes',
  rows: (db) => db.casePromocodes.all(),
  searchText: (row) => [row.code],
  filters: {
    case: { type: 'id', matches: (row, value) => row.caseId === value },
    auto: { type: 'boolean', matches: (row, value) => row.auto === value },
  },
  sorts: {
    code: byText((row) => row.code),
    activationsLeft: byNumber((row) => activationsLeft(row)),
  },
  defaultSort: 'code',
  async create({ db }, fields) {
    const input = readPromocode(db, fields)
    return db.casePromocodes.create({ id: nextId(db.casePromocodes.all()), ...input, activatedUserIds: [] })
  },
  async update({ db }, row, fields) {
    const input = readPromocode(db, fields, row)
    return db.casePromocodes.update((q) => q.where({ id: row.id }), {
      strict: true,
      data(draft) {
        Object.assign(draft, input)
      },
    })
  },
  usedBy(db, row) {
    const pending = pendingActivations(db, row)
    return pending > 0 ? [promocodeMessages.pending(pending)] : []
  },
  remove({ db }, row) {
    db.casePromocodes.delete((q) => q.where({ id: row.id }))
  },
}
