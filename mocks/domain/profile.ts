import type { Db } from '../db/db.ts'
import { socials, type Social } from '../db/schema/tasks.ts'
import type { UserRow } from '../db/schema/users.ts'
import { clock } from '../clock.ts'
import { invalid } from './errors.ts'
import { m } from './messages.ts'

async function updateUser(db: Db, user: UserRow, change: (row: UserRow) => void): Promise<UserRow> {
  return db.users.update((q) => q.where({ id: user.id }), { strict: true, data: change })
}

/** A trade offer URL of the platform with a numeric `partner` and a `token`. */
export function isTradelink(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  const partner = url.searchParams.get('partner')
  const token = url.searchParams.get('token')
  return (
    url.protocol === 'https:' &&
    (url.hostname === 'steamcommunity.com' || url.hostname === 'www.steamcommunity.com') &&
    /^\/tradeoffer\/new\/?$/.test(url.pathname) &&
    partner !== null &&
    /^\d{1,10}$/.test(partner) &&
    token !== null &&
    /^[A-Za-z0-9_-]{6,16}$/.test(token)
  )
}

export async function setTradelink(db: Db, user: UserRow, tradelink: unknown): Promise<UserRow> {
  const value = typeof tradelink === 'string' ? tradelink.trim() : ''
  if (value === '') throw invalid({ tradelink: [m.required] })
  if (!isTradelink(value)) throw invalid({ tradelink: [m.tradelinkInvalid] })
  return updateUser(db, user, (row) => {
    row.tradelink = value
  })
}

/**
 * The code the fake messenger bot tells this user (shown on the fake bot page). Derived from
 * the user id, so tests know it without asking anyone.
 */
export function messengerBotCode(user: UserRow): string {
  return String(100_000 + ((user.id * 7_919 + 4_242) % 900_000))
}

/**
 * Verifies the messenger bot link with the bot's code. The bot knows who wrote to it, so a
 * user without a linked messenger account gets it linked here too.
 */
export async function verifyMessengerBot(db: Db, user: UserRow, code: unknown): Promise<UserRow> {
  const value = typeof code === 'string' ? code.trim() : ''
  if (value === '') throw invalid({ code: [m.required] })
  if (value !== messengerBotCode(user)) throw invalid({ code: [m.verifyCodeWrong] })
  return updateUser(db, user, (row) => {
    row.tgBotVerifiedAtMs = clock.now()
    if (row.tgId === null) {
      row.tgId = String(500_000_000 + row.id)
      row.tgName = `@${row.steamName.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`
    }
  })
}

/** Reads the level from the platform and stores it. */
export async function checkSteamLevel(db: Db, user: UserRow): Promise<number> {
  const updated = await updateUser(db, user, (row) => {
    row.steamLevel = row.platformLevel
  })
  return updated.steamLevel
}

export function parseSocial(value: unknown): Social {
  const social = socials.find((known) => known === value)
  if (!social) throw invalid({ social: [value === undefined || value === '' ? m.required : m.oneOf(socials)] })
  return social
}

/** Links the account as the fake OAuth page would, with ids derived from the user. */
export async function linkSocial(db: Db, user: UserRow, social: Social): Promise<UserRow> {
  return updateUser(db, user, (row) => {
    if (social === 'vk') {
      row.vkId = String(300_000_000 + row.id)
      row.vkName = row.steamName
    } else {
      row.tgId = String(500_000_000 + row.id)
      row.tgName = `@${row.steamName.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`
    }
  })
}

/**
 * Takes the site's access away as the user would on the network's own settings page. The
 * messenger bot was verified for that account, so its verification goes with it.
 */
export async function unlinkSocial(db: Db, user: UserRow, social: Social): Promise<UserRow> {
  return updateUser(db, user, (row) => {
    if (social === 'vk') {
      row.vkId = null
      row.vkName = null
    } else {
      row.tgId = null
      row.tgName = null
      row.tgBotVerifiedAtMs = null
    }
  })
}
