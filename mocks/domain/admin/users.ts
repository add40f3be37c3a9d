import { AdminBalanceAdjustmentForm, AdminUserInput } from '../../../src/api/field-rules.gen.ts'
import type { Db } from '../../db/db.ts'
import { nextId } from '../../db/db.ts'
import type { Localized } from '../../db/schema/fragments.ts'
import type { LedgerRow } from '../../db/schema/ledger.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { avatarArt } from '../../db/seed/art/avatar.ts'
import { storeFakeImage } from '../fake-images.ts'
import { clock } from '../../clock.ts'
import { adjustBalance } from '../coins.ts'
import { conflict } from '../errors.ts'
import { m } from '../messages.ts'
import { coinsText } from '../money.ts'
import { paginate, type Page } from '../pagination.ts'
import { isTradelink } from '../profile.ts'
import { tradeStatus, type TradeView } from '../trades.ts'
import { requireSection } from './access.ts'
import { findRecord } from './crud.ts'
import { byNumber, byText, isTaken, type AdminEntity } from './entity.ts'
import { InputReader, type Fields } from './input.ts'
import { countOf } from './messages.ts'

const AVATAR_COLOR = '#2b2d42'

const userMessages = {
  steamIdFormat: {
    ru: 'Идентификатор платформы: 17 цифр, начиная с 7656119.',
    en: 'A platform id: 17 digits starting with 7656119.',
  },
  steamIdTaken: {
    ru: 'Пользователь с этим идентификатором уже есть.',
    en: 'A user with this platform id already exists.',
  },
  unknownRoles: (names: readonly string[]): Localized => ({
    ru: `Таких ролей нет: ${names.join(', ')}.`,
    en: `No such roles: ${names.join(', ')}.`,
  }),
  ownAdminRole: { ru: 'Нельзя снять с себя роль admin.', en: 'You cannot take the admin role from yourself.' },
  deleteSelf: { ru: 'Нельзя удалить собственную учётную запись.', en: 'You cannot delete your own account.' },
  belowZero: (balanceCents: number): Localized => ({
    ru: `Баланс не может стать отрицательным: списать можно не больше ${coinsText(balanceCents).ru}.`,
    en: `The balance cannot go below zero: at most ${coinsText(balanceCents).en} can be taken.`,
  }),
} as const

export function tradesOf(db: Db, userId: number): number {
  return db.trades.findMany((q) => q.where({ userId })).length
}

interface UserFields {
  steamName: string
  roles: string[]
  tradelink: string | null
}

/** The fields both creating and updating take: the name, the roles (existing ones) and a tradelink. */
function readUserFields(db: Db, r: InputReader): UserFields {
  const steamName = r.text('steamName', AdminUserInput.steamName)
  const roles = r.strings('roles', { maxItems: 20, items: { maxLength: 32 } })
  const known = new Set(db.roles.all().map((role) => role.name))
  const unknown = roles.filter((name) => !known.has(name))
  if (unknown.length > 0) r.fail('roles', userMessages.unknownRoles(unknown))
  const tradelink = r.optionalText('tradelink', { maxLength: 2000 })
  // The same rule as the profile's own tradelink field.
  if (tradelink !== null && !r.failed('tradelink') && !isTradelink(tradelink)) r.fail('tradelink', m.tradelinkInvalid)
  return { steamName, roles, tradelink }
}

/** A referral code for a new user from their name, as the seed makes them: 4 to 16 letters and digits, unique. */
function newRefCode(db: Db, steamName: string, id: number): string {
  const latin = steamName
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 12)
  const base = latin.length >= 4 ? latin : 'PLAYER'
  const codes = db.users.all()
  // The name alone, then with the user's id, then with a counter after it.
  for (let n = base === 'PLAYER' ? 1 : 0; ; n++) {
    const suffix = n === 0 ? '' : n === 1 ? String(id) : `${id}${n}`
    const code = `${base.slice(0, 16 - suffix.length)}${suffix}`
    if (!isTaken(codes, (row) => row.refCode, code)) return code
  }
}

/**
 * Users. They normally appear by signing in through the platform; an admin may register one
 * in advance (to give a role before the first sign-in). The balance changes only through
 * `adjustUserBalance`, so every coin stays in the ledger.
 */
export const usersAdmin: AdminEntity<UserRow> = {
  section: 'users',
  rows: (db) => db.users.all(),
  searchText: (row) => [row.steamName, row.steamId, row.refCode],
  filters: {
    role: { type: 'text', matches: (row, value) => row.roles.includes(String(value)) },
  },
  sorts: {
    createdAt: byNumber((row) => row.createdAtMs),
    steamName: byText((row) => row.steamName),
    balance: byNumber((row) => row.balanceCents),
  },
  defaultSort: '-createdAt',
  async create({ db }, fields) {
    const r = new InputReader(fields)
    const steamId = r.text('steamId', { ...AdminUserInput.steamId, patternMessage: userMessages.steamIdFormat })
    if (!r.failed('steamId') && db.users.findFirst((q) => q.where({ steamId })))
      r.fail('steamId', userMessages.steamIdTaken)
    const input = readUserFields(db, r)
    r.done()
    // Never an id of a deleted user: ledger entries keep naming the admins who made them.
    const id = nextId([
      ...db.users.all(),
      ...db.ledger.all().flatMap((entry) => (entry.authorId === null ? [] : [{ id: entry.authorId }])),
    ])
    return db.users.create({
      id,
      persona: null,
      steamId,
      steamName: input.steamName,
      steamAvatar: await storeFakeImage(db, 'avatar', avatarArt(input.steamName, AVATAR_COLOR)),
      steamLevel: 0,
      platformLevel: 0,
      ownsCs2: false,
      balanceCents: 0,
      roles: input.roles,
      tradelink: input.tradelink,
      cookieConfirmed: false,
      mk1: false,
      mk2: false,
      refCode: newRefCode(db, input.steamName, id),
      refActivated: false,
      referrerId: null,
      steamVerified: false,
      vkId: null,
      vkName: null,
      tgId: null,
      tgName: null,
      tgBotVerifiedAtMs: null,
      createdAtMs: clock.now(),
    })
  },
  async update({ db, actor }, row, fields) {
    const r = new InputReader(fields)
    const input = readUserFields(db, r)
    if (row.id === actor.id && row.roles.includes('admin') && !input.roles.includes('admin') && !r.failed('roles'))
      r.fail('roles', userMessages.ownAdminRole)
    r.done()
    return db.users.update((q) => q.where({ id: row.id }), {
      strict: true,
      data(draft) {
        draft.steamName = input.steamName
        draft.roles = input.roles
        draft.tradelink = input.tradelink
      },
    })
  },
  usedBy(db, row) {
    const trades = tradesOf(db, row.id)
    const drops = db.drops.findMany((q) => q.where({ userId: row.id })).length
    const comments = db.comments.findMany((q) => q.where({ userId: row.id })).length
    const rewards = db.giveawayRewards.findMany((q) => q.where({ takenByUserId: row.id })).length
    return [
      ...(trades > 0 ? [countOf(trades, ['сделка', 'сделки', 'сделок'], ['trade', 'trades'])] : []),
      ...(drops > 0
        ? [
            countOf(
              drops,
              ['выпавший предмет', 'выпавших предмета', 'выпавших предметов'],
              ['dropped item', 'dropped items'],
            ),
          ]
        : []),
      ...(comments > 0
        ? [countOf(comments, ['комментарий', 'комментария', 'комментариев'], ['comment', 'comments'])]
        : []),
      ...(rewards > 0
        ? [
            countOf(
              rewards,
              ['полученная награда', 'полученные награды', 'полученных наград'],
              ['reward received', 'rewards received'],
            ),
          ]
        : []),
    ]
  },
  /** Everything that is only the user's: sessions, notifications to them, views, task progress, case states, the ledger. */
  async remove({ db, actor }, row) {
    if (row.id === actor.id) throw conflict(userMessages.deleteSelf)
    const userId = row.id
    db.sessions.deleteMany((q) => q.where({ userId }))
    db.notifications.deleteMany((q) => q.where({ userId }))
    db.notificationViews.deleteMany((q) => q.where({ userId }))
    db.taskProgress.deleteMany((q) => q.where({ userId }))
    db.caseStates.deleteMany((q) => q.where({ userId }))
    db.ledger.deleteMany((q) => q.where({ userId }))
    // Friends they brought keep their activation, without a referrer to point at.
    await db.users.updateMany((q) => q.where({ referrerId: userId }), {
      data(draft) {
        draft.referrerId = null
      },
    })
    db.users.delete((q) => q.where({ id: userId }))
  },
}

/**
 * An admin adds coins to a balance or takes them away, with a reason: one ledger entry with
 * its author, and the user's open pages hear the new balance. The balance never goes below
 * zero: the most that can be taken is named on `amount`.
 */
export async function adjustUserBalance(
  db: Db,
  actor: UserRow | null,
  userId: number,
  fields: Fields,
): Promise<LedgerRow> {
  const author = requireSection(actor, 'users')
  const user = findRecord(db, usersAdmin, author, userId)
  const r = new InputReader(fields)
  const amountCents = r.coins('amount', AdminBalanceAdjustmentForm.amount, { nonZero: true })
  const reason = r.text('reason', AdminBalanceAdjustmentForm.reason)
  if (!r.failed('amount') && user.balanceCents + amountCents < 0)
    r.fail('amount', userMessages.belowZero(user.balanceCents))
  r.done()
  return adjustBalance(db, user.id, amountCents, { note: reason, authorId: author.id })
}

/** Every change of the user's balance, newest first. */
export function userLedger(
  db: Db,
  actor: UserRow | null,
  userId: number,
  page: number,
  perPage: number,
): Page<LedgerRow> {
  const user = findRecord(db, usersAdmin, actor, userId)
  const rows = db.ledger.findMany((q) => q.where({ userId: user.id })).sort((a, b) => b.atMs - a.atMs || b.id - a.id)
  return paginate(rows, page, 1, perPage)
}

/** The user's trades, newest first, each with its status as of now. */
export function userTrades(
  db: Db,
  actor: UserRow | null,
  userId: number,
  page: number,
  perPage: number,
): Page<TradeView> {
  const user = findRecord(db, usersAdmin, actor, userId)
  const now = clock.now()
  const rows = db.trades
    .findMany((q) => q.where({ userId: user.id }))
    .sort((a, b) => b.createdAtMs - a.createdAtMs || b.id - a.id)
    .map((trade) => ({ trade, status: tradeStatus(trade, user, now) }))
  return paginate(rows, page, 1, perPage)
}
