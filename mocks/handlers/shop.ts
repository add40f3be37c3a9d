import { db } from '../db/db.ts'
import { centsToCoins } from '../domain/money.ts'
import { requireUser } from '../domain/sessions.ts'
import { buyShopItem, listShopItems, parseShopFilter } from '../domain/shop.ts'
import { lastDelivered } from '../domain/trades.ts'
import { route } from './route.ts'
import { pageParam } from './request.ts'
import { presentPagination } from '../present/content.ts'
import { presentShopItem } from '../present/games.ts'
import { presentUserSummary } from '../present/users.ts'

export const shopHandlers = [
  route('get', '/shop/items', ({ answer, query }) => {
    const filter = parseShopFilter(query.filter(['game', 'search', 'price_from', 'price_to', 'rarity', 'sort']))
    const page = listShopItems(db, filter, pageParam(query, 0))
    return answer(200, {
      data: page.items.map(presentShopItem),
      pagination: presentPagination(page),
    })
  }),
  route('post', '/shop/buy', async ({ answer, form, user }) => {
    const buyer = requireUser(user)
    const fields = await form()
    const purchase = await buyShopItem(db, buyer, {
      classId: fields.classId,
      instanceId: fields.instanceId,
      marketHashName: fields.marketHashName,
      gameId: fields.gameId,
      price: fields.price,
    })
    return answer(200, { data: { balance: centsToCoins(purchase.balanceCents) } })
  }),
  route('get', '/shop/last-delivered', ({ answer }) =>
    answer(200, {
      data: lastDelivered(db).map(({ trade, status, user }) => ({
        id: trade.id,
        user_id: user.id,
        class_id: trade.classId,
        instance_id: trade.instanceId,
        market_hash_name: trade.marketHashName,
        price: centsToCoins(trade.priceCents),
        status,
        quality: trade.quality,
        rarity: trade.rarity,
        image: trade.image,
        user: presentUserSummary(user),
      })),
    }),
  ),
]
