import type { TradeKind } from '../schema/trades.ts'
import type { UserRow } from '../schema/users.ts'
import { personas, tradelinkOf } from '../../personas.ts'
import { marketItemOf } from '../schema/fragments.ts'
import { DAY, HOUR, MINUTE, type Seeder } from './helpers.ts'
import type { SeededShopItem } from './shop-items.ts'

export async function seedTrades(s: Seeder, users: UserRow[], shop: SeededShopItem[]): Promise<void> {
  const { db, f, now } = s
  const create = async (user: UserRow, kind: TradeKind, ageMs: number, tradelink: string | null): Promise<void> => {
    const item = f.helpers.arrayElement(shop)
    await db.trades.create({
      id: db.trades.count() + 1,
      userId: user.id,
      kind,
      ...marketItemOf(item),
      tradelink: kind === 'case-sell' ? null : tradelink,
      createdAtMs: now - ageMs,
    })
  }

  // Older delivered purchases of ordinary users feed `shop/last-delivered`.
  for (const user of f.helpers.arrayElements(
    users.filter((u) => u.persona === null && u.tradelink),
    15,
  )) {
    await create(user, 'shop', f.number.int({ min: 1, max: 20 * 24 }) * HOUR, user.tradelink)
  }

  const regular = users.find((user) => user.id === personas.regular.userId)
  const rich = users.find((user) => user.id === personas.rich.userId)
  if (!regular || !rich) throw new Error('the seed needs the personas before trades')
  // One trade in each status for `regular`; the error one went to a link of someone else's account.
  const foreignTradelink = tradelinkOf(123456789, 'Xx00Yy11')
  await create(regular, 'case-send', 40 * DAY, regular.tradelink)
  await create(regular, 'shop', 12 * DAY, regular.tradelink)
  await create(regular, 'case-sell', 5 * DAY, null)
  await create(regular, 'shop', 2 * DAY, foreignTradelink)
  await create(regular, 'case-send', 6 * MINUTE, regular.tradelink)
  await create(regular, 'case-send', 1 * MINUTE, regular.tradelink)
  await create(regular, 'shop', 20 * 1000, regular.tradelink)
  for (let n = 0; n < 16; n++) {
    const kind = f.helpers.arrayElement<TradeKind>(['shop', 'case-send', 'case-sell'])
    await create(rich, kind, (n + 1) * 3 * DAY, rich.tradelink)
  }
}
