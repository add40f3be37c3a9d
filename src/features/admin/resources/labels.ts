/**
 * The names the panel gives the contract's values (task kinds, case types, statuses…), for
 * list cells, filters, selects and read-only info. Typed by the contract's enums, so a value
 * the contract adds fails the typecheck until it has a name here.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Schemas } from '~/api/types'

type Labels<T extends string> = Readonly<Record<T, MessageDescriptor>>

/** The values of a label map, in its order, as select or filter options. */
export function optionsOf<T extends string>(labels: Labels<T>): Array<{ value: T; label: MessageDescriptor }> {
  return (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }))
}

export const taskKindLabel: Labels<Schemas['TaskType']> = {
  visit_link: msg`Visit a link`,
  join_group: msg`Join a group`,
  link_social: msg`Link a social account`,
  steam_level: msg`Reach a platform level`,
  tradelink: msg`Set a tradelink`,
}

/** What a task of each kind needs filled in, said next to the kind. */
export const taskKindNeeds: Labels<Schemas['TaskType']> = {
  visit_link: msg`The address the task sends the user to; it is done once they have visited it.`,
  join_group: msg`The group's address and its network; it is done once the user has visited the group with that network's account linked.`,
  link_social: msg`The network whose account the user must link in their profile.`,
  steam_level: msg`The game-platform level the user must have reached.`,
  tradelink: msg`Nothing more: it is done once the user has saved a tradelink in their profile.`,
}

export const taskOwnerLabel: Labels<Schemas['AdminTaskOwner']> = {
  case: msg`Case`,
  giveaway: msg`Giveaway`,
}

export const socialLabel: Labels<'vk' | 'tg'> = {
  vk: msg`VK`,
  tg: msg`Telegram`,
}

export const caseTypeLabel: Labels<Schemas['CaseType']> = {
  free: msg`Free`,
  promocode: msg`Promocode`,
  timed: msg`Timed`,
}

/** What gates each type of case, said beside the type. */
export const caseTypeGate: Labels<Schemas['CaseType']> = {
  free: msg`Opens once the visitor has done the case's tasks.`,
  promocode: msg`Opens with a promocode of the case (add them in Promocodes).`,
  timed: msg`Opens for 1 minute at a time, every few minutes; the cooldown does not apply.`,
}

export const giveawayTypeLabel: Labels<Schemas['GiveawayType']> = {
  games: msg`Game keys`,
  promocodes: msg`Promocodes`,
}

export const giveawayStatusLabel: Labels<Schemas['AdminGiveawayStatus']> = {
  scheduled: msg`Scheduled`,
  active: msg`Active`,
  ended: msg`Ended`,
}

export const audienceLabel: Labels<Schemas['AdminNotificationAudience']> = {
  all: msg`Everyone`,
  user: msg`One user`,
}

export const ledgerKindLabel: Labels<Schemas['AdminLedgerKind']> = {
  'case-sell': msg`Case item sold`,
  'shop-buy': msg`Shop purchase`,
  'ref-reward': msg`Referral reward`,
  admin: msg`Adjustment by an admin`,
}

export const tradeKindLabel: Labels<Schemas['AdminTradeKind']> = {
  shop: msg`Shop purchase`,
  'case-send': msg`Case item sent`,
  'case-sell': msg`Case item sold`,
}

/** As the user's profile names them (spec section 4). */
export const tradeStatusLabel: Labels<Schemas['TradeStatus']> = {
  waiting: msg`Waiting`,
  sold: msg`Sold`,
  purchase: msg`Purchase`,
  sended: msg`Shipment`,
  delivered: msg`Delivered`,
  error: msg`Error`,
}
