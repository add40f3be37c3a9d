import type { Db } from '../db/db.ts'
import type { GiveawayRow } from '../db/schema/giveaways.ts'
import type { ShopItemRow } from '../db/schema/shop-items.ts'
import type { TradeRow } from '../db/schema/trades.ts'
import type { UserRow } from '../db/schema/users.ts'
import { clock } from '../clock.ts'
import type { CaseSummaryView, CaseView, ItemOdds } from '../domain/cases.ts'
import type { Locale } from '../domain/core.ts'
import type { DropView, FairnessView, LastDrop } from '../domain/fair.ts'
import { giveawayStatus, giveawayTasks, rewardOf, rewardsLeft } from '../domain/giveaways.ts'
import { m } from '../domain/messages.ts'
import { centsToCoins } from '../domain/money.ts'
import type { TaskView } from '../domain/tasks.ts'
import type { TradeStatus } from '../domain/trade-status.ts'
import { isoDate, pick, pickNullable } from './text.ts'
import type { Schemas } from './types.ts'
import { presentUserSummary } from './users.ts'

export function presentTask(view: TaskView, locale: Locale): Schemas['Task'] {
  const { task } = view
  return {
    id: task.id,
    type: task.kind,
    typeLabel: pick(m.taskTypeLabels[task.kind], locale),
    redirectUrl: task.url,
    completed: view.completed,
    text: pick(task.text, locale),
    buttonText: pick(task.buttonText, locale),
  }
}

function presentCaseItem({ item, chance }: ItemOdds): Schemas['CaseItem'] {
  return {
    id: item.id,
    marketHashName: item.marketHashName,
    price: centsToCoins(item.priceCents),
    rarityColor: item.rarityColor,
    image: item.image,
    chance,
    weight: item.weight,
  }
}

/** An entry of the last-drops strip: the picture, who got it and its proof (the HTTP feed and the real-time channel). */
export function presentLastDrop({ drop, user, caseSlug, proof }: LastDrop): Schemas['LastDroppedItem'] {
  return {
    id: drop.id,
    image: drop.image,
    rarity_color: drop.rarityColor,
    user: presentUserSummary(user),
    caseSlug,
    proof,
  }
}

/** A drop is shown as the case item it came from, so the client can find it among `items`. */
export function presentDroppedItem({ drop, proof }: DropView): Schemas['DroppedItem'] {
  return {
    id: drop.caseItemId,
    marketHashName: drop.marketHashName,
    price: centsToCoins(drop.priceCents),
    rarityColor: drop.rarityColor,
    image: drop.image,
    dropId: drop.id,
    proof,
  }
}

export function presentDrop({ drop, caseSlug, caseTitle, proof }: DropView, locale: Locale): Schemas['Drop'] {
  return {
    id: drop.id,
    caseSlug,
    caseTitle: pick(caseTitle, locale),
    itemId: drop.caseItemId,
    marketHashName: drop.marketHashName,
    price: centsToCoins(drop.priceCents),
    rarityColor: drop.rarityColor,
    image: drop.image,
    status: drop.status,
    createdAt: isoDate(drop.atMs),
    proof,
  }
}

export function presentFairDrop(view: DropView, locale: Locale): Schemas['FairDrop'] {
  return {
    ...presentDrop(view, locale),
    items: view.drop.itemsAtDraw.map((item) => ({
      id: item.id,
      marketHashName: item.marketHashName,
      price: centsToCoins(item.priceCents),
      rarityColor: item.rarityColor,
      image: item.image,
      weight: item.weight,
    })),
  }
}

export function presentFairness({ pair, previous }: FairnessView): Schemas['FairnessSeeds'] {
  return {
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: pair.nextNonce,
    previous: previous && {
      serverSeed: previous.serverSeed,
      serverSeedHash: previous.serverSeedHash,
      clientSeed: previous.clientSeed,
      openings: previous.nextNonce,
    },
  }
}

function presentCaseBase(view: CaseSummaryView, locale: Locale): Schemas['CaseBase'] {
  const { row, window } = view
  return {
    title: pick(row.title, locale),
    slug: row.slug,
    preview: row.preview,
    type: row.type,
    nextOpeningDate: view.nextOpeningAtMs === null ? null : isoDate(view.nextOpeningAtMs),
    ...(window && {
      timedWindow: { open: window.open, opensAt: isoDate(window.opensAtMs), closesAt: isoDate(window.closesAtMs) },
    }),
  }
}

export function presentCaseSummary(view: CaseSummaryView, locale: Locale): Schemas['CaseSummary'] {
  return {
    ...presentCaseBase(view, locale),
    tasksCompleted: view.taskProgress.completed,
    tasksTotal: view.taskProgress.total,
    hasActivatedPromocode: view.hasActivatedPromocode,
    hasAvailableItem: view.hasAvailableItem,
  }
}

export function presentCase(view: CaseView, locale: Locale): Schemas['Case'] {
  return {
    ...presentCaseBase(view, locale),
    tasks: view.tasks.map((task) => presentTask(task, locale)),
    items: view.items.map(presentCaseItem),
    availableItem: view.availableItem ? presentDroppedItem(view.availableItem) : null,
    seoTitle: pickNullable(view.row.seoTitle, locale),
    seoDescription: pickNullable(view.row.seoDescription, locale),
    hasActivatedPromocode: view.hasActivatedPromocode,
    autoPromocodes: view.autoPromocodes,
    autoPromocode: view.autoPromocode,
    ...(view.fairness && {
      fairness: {
        serverSeedHash: view.fairness.serverSeedHash,
        clientSeed: view.fairness.clientSeed,
        nonce: view.fairness.nextNonce,
      },
    }),
  }
}

export function presentGiveawayListItem(db: Db, row: GiveawayRow, locale: Locale): Schemas['GiveawayListItem'] {
  return {
    title: pick(row.title, locale),
    preview: pick(row.preview, locale),
    slug: row.slug,
    type: row.type,
    description: pick(row.description, locale),
    rewardsCount: rewardsLeft(db, row),
    status: giveawayStatus(row, clock.now()),
    endsAt: isoDate(row.endsAtMs),
  }
}

export function presentGiveaway(db: Db, row: GiveawayRow, user: UserRow | null, locale: Locale): Schemas['Giveaway'] {
  const reward = rewardOf(db, row, user)
  return {
    ...presentGiveawayListItem(db, row, locale),
    seoTitle: pickNullable(row.seoTitle, locale),
    seoDescription: pickNullable(row.seoDescription, locale),
    tasks: giveawayTasks(db, row, user).map((view) => presentTask(view, locale)),
    userLastReward: reward ? { id: reward.id, reward: reward.value } : null,
    requiredSteamLevel: row.requiredSteamLevel,
  }
}

export function presentShopItem(row: ShopItemRow): Schemas['ShopItem'] {
  return {
    class_id: row.classId,
    instance_id: row.instanceId,
    game_id: row.gameId,
    market_hash_name: row.marketHashName,
    price: centsToCoins(row.priceCents),
    quality: row.quality,
    rarity: row.rarity,
    rarity_color: row.rarityColor,
    image: row.image,
  }
}

export function presentProfileTrade(trade: TradeRow, status: TradeStatus): Schemas['ProfileTrade'] {
  return {
    id: trade.id,
    marketHashName: trade.marketHashName,
    price: centsToCoins(trade.priceCents),
    status,
    rarityColor: trade.rarityColor,
    image: trade.image,
    createdAt: isoDate(trade.createdAtMs),
  }
}
