import { describe, expect, it } from 'vitest'
import { clock } from '../../clock.ts'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { activateCasePromocode, caseBySlug, openCase } from '../cases.ts'
import { deleteRecord, listRecords, updateRecord } from './crud.ts'
import { activationsLeft, promocodesAdmin } from './promocodes.ts'

const code = (caseId: number, overrides: Record<string, string> = {}) => ({
  caseId: String(caseId),
  code: 'Summer_25',
  maxActivations: '2',
  validUntil: '',
  auto: 'false',
  ...overrides,
})

describe('case promocodes in the admin panel', () => {
  it('creates a code that visitors activate, typed in any case, until its activations run out', async () => {
    const db = await freshDb()
    const promo = caseBySlug(db, 'promo-case')
    const row = await promocodesAdmin.create(
      { db, actor: personaUser(db, 'admin') },
      code(promo.id, { validUntil: '2025-07-01T00:00:00Z' }),
    )
    expect(row).toMatchObject({
      code: 'Summer_25',
      maxActivations: 2,
      activatedUserIds: [],
      validUntilMs: Date.UTC(2025, 6, 1),
      auto: false,
    })
    expect(
      (await activateCasePromocode(db, personaUser(db, 'regular'), 'promo-case', 'summer_25')).hasActivatedPromocode,
    ).toBe(true)
    await activateCasePromocode(db, personaUser(db, 'rich'), 'promo-case', 'SUMMER_25')
    await expect(activateCasePromocode(db, personaUser(db, 'new'), 'promo-case', 'Summer_25')).rejects.toMatchObject({
      fields: { code: [{ en: 'This promocode has no activations left.' }] },
    })
    expect(activationsLeft(db.casePromocodes.findFirst((q) => q.where({ id: row.id })) ?? row)).toBe(0)
    clock.set(Date.UTC(2025, 6, 1))
    await expect(activateCasePromocode(db, personaUser(db, 'admin'), 'promo-case', 'Summer_25')).rejects.toMatchObject({
      fields: { code: [{ en: 'This promocode has expired.' }] },
    })
  })

  it('takes codes for promocode cases only, unique whatever their case, of the allowed form', async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    await expect(
      promocodesAdmin.create(context, code(caseBySlug(db, 'daily-case').id, { code: 'freeskins' })),
    ).rejects.toMatchObject({
      fields: {
        caseId: [{ en: 'Only cases of type promocode take promocodes.' }],
        code: [{ en: 'This code already exists (whatever its case).' }],
      },
    })
    await expect(
      promocodesAdmin.create(context, code(999, { code: 'ab', maxActivations: '0', validUntil: 'tomorrow' })),
    ).rejects.toMatchObject({
      fields: {
        caseId: [{ en: 'There is no such case.' }],
        code: [{ en: 'At least 3 characters.' }],
        maxActivations: [{ en: 'A whole number from 1 to 1000000.' }],
        validUntil: [{ en: 'A date and time in ISO 8601 format.' }],
      },
    })
    await expect(promocodesAdmin.create(context, code(4, { code: 'SPACE CODE' }))).rejects.toMatchObject({
      fields: { code: [{ en: 'Latin letters, digits, _ and -.' }] },
    })
  })

  it('keeps the maximum at or above the activations made, and an activated code with its case', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const lastChance = db.casePromocodes.findFirst((q) => q.where({ code: 'LASTCHANCE' }))
    if (!lastChance) throw new Error('seeded code')
    const fields = code(lastChance.caseId, { code: 'LASTCHANCE', maxActivations: '3' })
    await expect(updateRecord(db, promocodesAdmin, admin, lastChance.id, fields)).rejects.toMatchObject({
      fields: {
        maxActivations: [
          { en: 'At least the activations made so far: 4.', ru: 'Не меньше уже сделанных активаций: 4.' },
        ],
      },
    })
    const raised = await updateRecord(db, promocodesAdmin, admin, lastChance.id, { ...fields, maxActivations: '10' })
    expect(activationsLeft(raised)).toBe(6)
    // A code keeps its own code when updated, and `rich` may now activate it.
    await activateCasePromocode(db, personaUser(db, 'rich'), 'promo-case', 'lastchance')
    await expect(
      updateRecord(db, promocodesAdmin, admin, lastChance.id, {
        ...fields,
        maxActivations: '10',
        caseId: String(caseBySlug(db, 'partner-case').id),
      }),
    ).rejects.toMatchObject({
      fields: { caseId: [{ en: 'The code has been activated (5 times), so it stays with its case.' }] },
    })
  })

  it('refuses to delete a code someone activated and has not opened the case with yet', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const freeSkins = db.casePromocodes.findFirst((q) => q.where({ code: 'FREESKINS' }))
    if (!freeSkins) throw new Error('seeded code')
    await activateCasePromocode(db, personaUser(db, 'regular'), 'promo-case', 'FREESKINS')
    await expect(deleteRecord(db, promocodesAdmin, admin, freeSkins.id)).rejects.toMatchObject({
      kind: 'conflict',
      text: {
        en: 'It cannot be deleted while these use it: 1 user with an activation not yet used to open the case.',
        ru: 'Удалить нельзя, пока с записью связаны: 1 пользователь с активацией, которой ещё не открыли кейс.',
      },
    })
    await openCase(db, personaUser(db, 'regular'), 'promo-case', 'ok')
    await deleteRecord(db, promocodesAdmin, admin, freeSkins.id)
    expect(db.casePromocodes.findFirst((q) => q.where({ code: 'FREESKINS' }))).toBeUndefined()
  })

  it('filters by case and auto, sorts by code and activations left', async () => {
    const db = await freshDb()
    const list = (filters: Record<string, string>, sort?: string) =>
      listRecords(db, promocodesAdmin, personaUser(db, 'admin'), {
        page: 1,
        perPage: 20,
        filters,
        sort,
        locale: 'ru',
      }).items.map((row) => row.code)
    expect(list({ case: String(caseBySlug(db, 'promo-case').id) })).toEqual([
      'EXPIRED24',
      'FREESKINS',
      'LASTCHANCE',
      'USEDUP',
    ])
    expect(list({ auto: 'true' })).toEqual(['PARTNER5'])
    expect(list({}, '-activationsLeft')).toEqual(['EXPIRED24', 'PARTNER5', 'FREESKINS', 'LASTCHANCE', 'USEDUP'])
  })
})
