import { http } from 'msw'
import type { Db } from '../../db/db.ts'
import { db } from '../../db/db.ts'
import type { LedgerRow } from '../../db/schema/ledger.ts'
import type { UserRow } from '../../db/schema/users.ts'
import type { Locale } from '../../domain/core.ts'
import { adjustUserBalance, tradesOf, userLedger, userTrades, usersAdmin } from '../../domain/admin/users.ts'
import { centsToCoins } from '../../domain/money.ts'
import type { TradeView } from '../../domain/trades.ts'
import { apiPath, json, pageParam, readForm, route } from '../route.ts'
import { isoDate } from '../../present/text.ts'
import { presentPagination } from '../../present/content.ts'
import type { Schemas } from '../../present/types.ts'
import { presentUserSummary } from '../../present/users.ts'
import { idParam, perPageParam, resourceHandlers, type AdminResource } from './resource.ts'

function presentAdminUser(db: Db, row: UserRow, _locale: Locale): Schemas['AdminUser'] {
  return {
    id: row.id,
    steamId: row.steamId,
    steamName: row.steamName,
    steamAvatar: row.steamAvatar,
    steamLevel: row.steamLevel,
    balance: centsToCoins(row.balanceCents),
    roles: [...row.roles],
    tradelink: row.tradelink,
    refCode: row.refCode,
    refActivated: row.refActivated,
    createdAt: isoDate(row.createdAtMs),
    tradesCount: tradesOf(db, row.id),
  }
}

function presentLedgerEntry(db: Db, row: LedgerRow): Schemas['AdminLedgerEntry'] {
  const author = row.authorId === null ? undefined : db.users.findFirst((q) => q.where({ id: row.authorId ?? 0 }))
  return {
    id: row.id,
    amount: centsToCoins(row.amountCents),
    balanceAfter: centsToCoins(row.balanceAfterCents),
    kind: row.reason,
    note: row.note,
    author: author ? presentUserSummary(author) : null,
    createdAt: isoDate(row.atMs),
  }
}

function presentAdminTrade({ trade, status }: TradeView): Schemas['AdminTrade'] {
  return {
    id: trade.id,
    kind: trade.kind,
    marketHashName: trade.marketHashName,
    price: centsToCoins(trade.priceCents),
    status,
    rarityColor: trade.rarityColor,
    image: trade.image,
    tradelink: trade.tradelink,
    createdAt: isoDate(trade.createdAtMs),
  }
}

const usersResource: AdminResource<UserRow, Schemas['AdminUser']> = {
  entity: usersAdmin,
  present: presentAdminUser,
}

/** The five operations on users, and a user's balance adjustment, ledger and trades. */
export const userAdminHandlers = [
  ...resourceHandlers(usersResource),
  http.post(
    apiPath('/admin/users/:id/balance'),
    route(async ({ request, params, user }) => {
      const entry = await adjustUserBalance(db, user, idParam(params), await readForm(request))
      const body: Schemas['AdminLedgerEntryResponse'] = { data: presentLedgerEntry(db, entry) }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/admin/users/:id/ledger'),
    route(({ params, url, user }) => {
      const page = userLedger(db, user, idParam(params), pageParam(url), perPageParam(url))
      const body: Schemas['AdminLedgerEntryPage'] = {
        data: page.items.map((row) => presentLedgerEntry(db, row)),
        pagination: presentPagination(page),
      }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/admin/users/:id/trades'),
    route(({ params, url, user }) => {
      const page = userTrades(db, user, idParam(params), pageParam(url), perPageParam(url))
      const body: Schemas['AdminTradePage'] = {
        data: page.items.map(presentAdminTrade),
        pagination: presentPagination(page),
      }
      return json(body)
    }),
  ),
]
