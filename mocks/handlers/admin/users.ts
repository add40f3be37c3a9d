import type { Db } from '../../db/db.ts'
import { db } from '../../db/db.ts'
import type { LedgerRow } from '../../db/schema/ledger.ts'
import type { UserRow } from '../../db/schema/users.ts'
import type { Locale } from '../../domain/core.ts'
import { adjustUserBalance, tradesOf, userLedger, userTrades, usersAdmin } from '../../domain/admin/users.ts'
import { centsToCoins } from '../../domain/money.ts'
import type { TradeView } from '../../domain/trades.ts'
import { route } from '../route.ts'
import { pageParam } from '../request.ts'
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

const usersResource: AdminResource<'/admin/users', UserRow> = {
  collection: '/admin/users',
  entity: usersAdmin,
  present: presentAdminUser,
  presentListItem: presentAdminUser,
}

/** The five operations on users, and a user's balance adjustment, ledger and trades. */
export const userAdminHandlers = [
  ...resourceHandlers(usersResource),
  route('post', '/admin/users/{id}/balance', async ({ answer, form, params, user }) => {
    const entry = await adjustUserBalance(db, user, idParam(params), await form())
    return answer(200, { data: presentLedgerEntry(db, entry) })
  }),
  route('get', '/admin/users/{id}/ledger', ({ answer, params, query, url, user }) => {
    const page = userLedger(db, user, idParam(params), pageParam(query), perPageParam(url))
    return answer(200, {
      data: page.items.map((row) => presentLedgerEntry(db, row)),
      pagination: presentPagination(page),
    })
  }),
  route('get', '/admin/users/{id}/trades', ({ answer, params, query, url, user }) => {
    const page = userTrades(db, user, idParam(params), pageParam(query), perPageParam(url))
    return answer(200, {
      data: page.items.map(presentAdminTrade),
      pagination: presentPagination(page),
    })
  }),
]
