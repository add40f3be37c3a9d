import type { UserRow } from '../db/schema/users.ts'
import { centsToCoins } from '../domain/money.ts'
import { isoDate } from './text.ts'
import type { Schemas } from './types.ts'

export function presentCurrentUser(user: UserRow): Schemas['CurrentUser'] {
  return {
    id: user.id,
    steamName: user.steamName,
    steamAvatar: user.steamAvatar,
    balance: centsToCoins(user.balanceCents),
    cookieConfirmed: user.cookieConfirmed,
    mk1: user.mk1,
    refCode: user.refCode,
    refActivated: user.refActivated,
    steamVerified: user.steamVerified,
    steamLevel: user.steamLevel,
    tradelink: user.tradelink,
    roles: user.roles.map((name) => ({ name })),
  }
}

export function presentUserSummary(user: UserRow): Schemas['UserSummary'] {
  return { id: user.id, steam_name: user.steamName, steam_avatar: user.steamAvatar, steam_id: user.steamId }
}

export function presentProfile(user: UserRow): Schemas['Profile'] {
  return {
    steamName: user.steamName,
    steamAvatar: user.steamAvatar,
    steamLevel: user.steamLevel,
    tradelink: user.tradelink,
    vkId: user.vkId,
    vkName: user.vkName,
    tgId: user.tgId,
    tgName: user.tgName,
    tgBotVerifiedAt: user.tgBotVerifiedAtMs === null ? null : isoDate(user.tgBotVerifiedAtMs),
    refActivated: user.refActivated,
  }
}
