import { RefCodeForm } from '../../src/api/field-rules.gen.ts'
import type { Db } from '../db/db.ts'
import type { UserRow } from '../db/schema/users.ts'
import { changeBalance } from './coins.ts'
import { settingsOf } from './core.ts'
import { invalid, rejected } from './errors.ts'
import { m } from './messages.ts'
import { createNotification } from './notifications.ts'
import { normalizeText } from './text-match.ts'

const { minLength: REF_CODE_MIN, maxLength: REF_CODE_MAX, pattern } = RefCodeForm.code
const REF_CODE_PATTERN = new RegExp(pattern, 'u')
const REF_MIN_LEVEL = 5

function userByRefCode(db: Db, code: string): UserRow | undefined {
  const wanted = normalizeText(code)
  return db.users.findFirst((q) => q.where({ refCode: (refCode) => normalizeText(refCode) === wanted }))
}

/** Changes the user's own code: letters or digits as the contract says, unique regardless of case. */
export async function updateRefCode(db: Db, user: UserRow, code: unknown): Promise<string> {
  const value = typeof code === 'string' ? code.trim() : ''
  if (value === '') throw invalid({ code: [m.required] })
  const length = [...value].length
  if (length < REF_CODE_MIN || length > REF_CODE_MAX || !REF_CODE_PATTERN.test(value))
    throw invalid({ code: [m.refCodeFormat(REF_CODE_MIN, REF_CODE_MAX)] })
  const owner = userByRefCode(db, value)
  if (owner && owner.id !== user.id) throw invalid({ code: [m.refCodeTaken] })
  const updated = await db.users.update((q) => q.where({ id: user.id }), {
    strict: true,
    data(row) {
      row.refCode = value
    },
  })
  return updated.refCode
}

/**
 * Activates someone else's code once per user, for accounts of level 5 or more that own CS2.
 * The code's owner gets the referral reward (and a notification about it).
 */
export async function activateRefCode(db: Db, user: UserRow, code: unknown): Promise<void> {
  const value = typeof code === 'string' ? code.trim() : ''
  if (value === '') throw invalid({ code: [m.required] })
  if (user.refActivated) throw rejected(m.refAlreadyActivated)
  const referrer = userByRefCode(db, value)
  if (!referrer) throw invalid({ code: [m.refCodeUnknown] })
  if (referrer.id === user.id) throw invalid({ code: [m.refCodeOwn] })
  if (user.steamLevel < REF_MIN_LEVEL) throw rejected(m.refLevel(REF_MIN_LEVEL))
  if (!user.ownsCs2) throw rejected(m.refNoCs2)

  await db.users.update((q) => q.where({ id: user.id }), {
    data(row) {
      row.refActivated = true
      row.referrerId = referrer.id
    },
  })
  const reward = settingsOf(db).refRewardCents
  await changeBalance(db, referrer.id, reward, 'ref-reward', user.id)
  await createNotification(db, {
    userId: referrer.id,
    title: m.referralRewardTitle,
    description: m.referralRewardText(user.steamName, reward),
    link: '/ref',
  })
}

export interface RefStatistics {
  amountCents: number
  referrals: number
}

export function refStatistics(db: Db, user: UserRow): RefStatistics {
  const amountCents = db.ledger
    .findMany((q) => q.where({ userId: user.id, reason: 'ref-reward' }))
    .reduce((sum, row) => sum + row.amountCents, 0)
  return { amountCents, referrals: db.users.findMany((q) => q.where({ referrerId: user.id })).length }
}
