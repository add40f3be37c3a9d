import { Collection } from '@msw/data'
import { articleSchema } from './schema/articles.ts'
import { badgeSchema } from './schema/badges.ts'
import { bannerSchema } from './schema/banners.ts'
import { cardPromocodeSchema } from './schema/card-promocodes.ts'
import { cardTypeSchema } from './schema/card-types.ts'
import { cardSchema } from './schema/cards.ts'
import { caseItemSchema } from './schema/case-items.ts'
import { casePromocodeSchema } from './schema/case-promocodes.ts'
import { caseStateSchema } from './schema/case-states.ts'
import { caseSchema } from './schema/cases.ts'
import { categorySchema } from './schema/categories.ts'
import { commentSchema } from './schema/comments.ts'
import { contactSchema } from './schema/contacts.ts'
import { dropSchema } from './schema/drops.ts'
import { giveawayRewardSchema } from './schema/giveaway-rewards.ts'
import { giveawaySchema } from './schema/giveaways.ts'
import { ledgerSchema } from './schema/ledger.ts'
import { notificationViewSchema } from './schema/notification-views.ts'
import { notificationSchema } from './schema/notifications.ts'
import { roleSchema } from './schema/roles.ts'
import { seedPairSchema } from './schema/seed-pairs.ts'
import { sessionSchema } from './schema/sessions.ts'
import { settingsSchema } from './schema/settings.ts'
import { shopItemSchema } from './schema/shop-items.ts'
import { subcategorySchema } from './schema/subcategories.ts'
import { taskProgressSchema } from './schema/task-progress.ts'
import { taskSchema } from './schema/tasks.ts'
import { tradeSchema } from './schema/trades.ts'
import { uploadSchema } from './schema/uploads.ts'
import { userSchema } from './schema/users.ts'
import { watchWrites } from './indexes.ts'
import { fakeImageSchema } from './schema/fake-images.ts'

/**
 * The fake backend's whole state. Rows keep internal shapes (both languages side by side,
 * money in integer cents, times in epoch ms); presenters turn them into contract shapes.
 * Rows reference each other by numeric id rather than @msw/data relations, so a reset
 * rebuilds the same ids in the same order on every host.
 */
function createCollections() {
  const collections = {
    users: new Collection({ schema: userSchema }),
    roles: new Collection({ schema: roleSchema }),
    sessions: new Collection({ schema: sessionSchema }),
    ledger: new Collection({ schema: ledgerSchema }),
    settings: new Collection({ schema: settingsSchema }),
    categories: new Collection({ schema: categorySchema }),
    subcategories: new Collection({ schema: subcategorySchema }),
    badges: new Collection({ schema: badgeSchema }),
    cardTypes: new Collection({ schema: cardTypeSchema }),
    cards: new Collection({ schema: cardSchema }),
    cardPromocodes: new Collection({ schema: cardPromocodeSchema }),
    articles: new Collection({ schema: articleSchema }),
    comments: new Collection({ schema: commentSchema }),
    banners: new Collection({ schema: bannerSchema }),
    notifications: new Collection({ schema: notificationSchema }),
    notificationViews: new Collection({ schema: notificationViewSchema }),
    contacts: new Collection({ schema: contactSchema }),
    cases: new Collection({ schema: caseSchema }),
    caseItems: new Collection({ schema: caseItemSchema }),
    casePromocodes: new Collection({ schema: casePromocodeSchema }),
    caseStates: new Collection({ schema: caseStateSchema }),
    drops: new Collection({ schema: dropSchema }),
    seedPairs: new Collection({ schema: seedPairSchema }),
    tasks: new Collection({ schema: taskSchema }),
    taskProgress: new Collection({ schema: taskProgressSchema }),
    giveaways: new Collection({ schema: giveawaySchema }),
    giveawayRewards: new Collection({ schema: giveawayRewardSchema }),
    shopItems: new Collection({ schema: shopItemSchema }),
    trades: new Collection({ schema: tradeSchema }),
    uploads: new Collection({ schema: uploadSchema }),
    fakeImages: new Collection({ schema: fakeImageSchema }),
  }
  // Every write is counted, so the indexes of mocks/db/indexes.ts know when to rebuild.
  for (const collection of Object.values(collections)) watchWrites(collection)
  return collections
}

export type Db = ReturnType<typeof createCollections>

/** The database every host's handlers use; mocks/db/state.ts resets and restores it. */
export const db: Db = createCollections()

/** A separate, empty database (unit tests that must not share state with handlers). */
export function createDb(): Db {
  return createCollections()
}

/** One past the largest id of a collection's rows. */
export function nextId(rows: ReadonlyArray<{ id: number }>): number {
  let max = 0
  for (const row of rows) if (row.id > max) max = row.id
  return max + 1
}
