import { http } from 'msw'
import { db } from '../db/db.ts'
import { centsToCoins } from '../domain/money.ts'
import { requireUser } from '../domain/sessions.ts'
import { buyShopItem, listShopItems, parseShopFilter } from '../domain/shop.ts'
import { lastDelivered } from '../domain/trades.ts'
import { apiPath, filterParams, json, pageParam, readForm, route } from './route.ts'
import { presentPagination } from '../present/content.ts'
import { presentShopItem } from '../present/games.ts'
import type { Schemas } from '../present/types.ts'
import { presentUserSummary } from '../present/users.ts'

export const shopHandlers = [
  http.get(
    apiPath('/shop/items'),
    route(({ url }) => {
      const filter = parseShopFilter(filterParams(url))
      const page = listShopItems(db, filter, pageParam(url, 0))
      const body: Schemas['ShopItemPage'] = {
        data: page.items.map(presentShopItem),
        pagination: presentPagination(page),
      }
      return json(body)
    }),
  ),
  http.post(
    apiPath('/shop/buy'),
    route(async ({ request, user }) => {
      const buyer = requireUser(user)
      const form = await readForm(request)
      const purchase = await buyShopItem(db, buyer, {
        classId: form.classId,
        instanceId: form.instanceId,
        marketHashName: form.marketHashName,
        gameId: form.gameId,
        price: form.price,
      })
      const body: Schemas['BalanceResponse'] = { data: { balance: centsToCoins(purchase.balanceCents) } }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/shop/last-delivered'),
    route(() => {
      const body: Schemas['LastTradesResponse'] = {
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
      }
      return json(body)
    }),
  ),
]
