import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { CSSProperties } from 'react'
import type { Schemas } from '~/api/types'
import { localeParam } from '~/shared/i18n/locale'
import { formatCoins } from '~/shared/lib/format'
import { keepPreviousWithin } from '~/shared/lib/keep-previous-within'
import { useApi, useLocale } from '~/shared/services/app-services'
import { adminKeys } from '../api/keys'
import { userLedgerQueryOptions } from '../api/user-ledger'
import { userTradesQueryOptions } from '../api/user-trades'
import { CellText, columnBuilder } from '../resource-kit/columns'
import type { ResourceAsideProps } from '../resource-kit/form-types'
import { RelatedRecords, usePageParam } from '../resource-kit/related-records'
import { Tag } from '../resource-kit/tag'
import { ledgerKindLabel, tradeKindLabel, tradeStatusLabel } from './labels'
import { UserBalanceAdjustment } from './user-balance-adjustment'
import styles from './user-aside.module.css'

type User = Schemas['AdminUser']
type LedgerEntry = Schemas['AdminLedgerEntry']
type Trade = Schemas['AdminTrade']

const PER_PAGE = 10

const ledgerColumn = columnBuilder<LedgerEntry, never>()
const ledgerColumns = [
  ledgerColumn.date('createdAt', msg`When`, { time: true }),
  ledgerColumn.custom({
    id: 'kind',
    header: msg`Kind`,
    cell: (entry, { i18n }) => i18n._(ledgerKindLabel[entry.kind]),
  }),
  ledgerColumn.custom({
    id: 'amount',
    header: msg`Amount`,
    align: 'end',
    cell: (entry, { locale }) => (
      <span className={entry.amount < 0 ? styles.taken : styles.added}>
        {entry.amount < 0 ? '−' : '+'}
        {formatCoins(Math.abs(entry.amount), locale)}
      </span>
    ),
  }),
  ledgerColumn.custom({
    id: 'balanceAfter',
    header: msg`Balance after`,
    align: 'end',
    cell: (entry, { locale }) => formatCoins(entry.balanceAfter, locale),
  }),
  ledgerColumn.custom({
    id: 'note',
    header: msg`Reason`,
    cell: (entry, { i18n }) => {
      const author = entry.author?.steam_name
      const text = [entry.note, author && i18n._(msg`by ${author}`)].filter(Boolean).join(' — ')
      return text ? <CellText text={text} /> : '—'
    },
  }),
]

const tradeColumn = columnBuilder<Trade, never>()
const tradeColumns = [
  tradeColumn.custom({
    id: 'item',
    header: msg`Item`,
    cell: (trade) => (
      <span className={styles.item}>
        <span className={styles.rarity} style={{ '--rarity': trade.rarityColor } as CSSProperties} aria-hidden="true" />
        <CellText text={trade.marketHashName} />
      </span>
    ),
  }),
  tradeColumn.custom({ id: 'kind', header: msg`Kind`, cell: (trade, { i18n }) => i18n._(tradeKindLabel[trade.kind]) }),
  tradeColumn.custom({
    id: 'price',
    header: msg`Price`,
    align: 'end',
    cell: (trade, { locale }) => formatCoins(trade.price, locale),
  }),
  tradeColumn.custom({
    id: 'status',
    header: msg`Status`,
    cell: (trade, { i18n }) => (
      <Tag
        tone={
          trade.status === 'error'
            ? 'notice'
            : trade.status === 'delivered' || trade.status === 'sold'
              ? 'positive'
              : 'neutral'
        }
      >
        {i18n._(tradeStatusLabel[trade.status])}
      </Tag>
    ),
  }),
  tradeColumn.date('createdAt', msg`When`, { time: true }),
]

function UserLedger({ user }: { user: User }) {
  const { t } = useLingui()
  const page = usePageParam('ledgerPage')
  const ledger = useQuery({
    ...userLedgerQueryOptions(useApi(), user.id, page, PER_PAGE),
    placeholderData: keepPreviousWithin(adminKeys.userLedger(user.id)),
  })
  return (
    <RelatedRecords
      title={t`Coin ledger`}
      description={<Trans>Every change of the balance, newest first.</Trans>}
      columns={ledgerColumns}
      page={
        ledger.data && {
          rows: ledger.data.data,
          page: ledger.data.pagination.current_page,
          lastPage: ledger.data.pagination.last_page,
        }
      }
      pageParam="ledgerPage"
      busy={ledger.isPlaceholderData}
      error={
        ledger.isError
          ? { error: ledger.error, retry: () => void ledger.refetch(), retrying: ledger.isFetching }
          : undefined
      }
      emptyText={<Trans>The balance has never changed.</Trans>}
    />
  )
}

function UserTrades({ user }: { user: User }) {
  const { t } = useLingui()
  const page = usePageParam('tradesPage')
  const trades = useQuery({
    ...userTradesQueryOptions(useApi(), user.id, page, PER_PAGE),
    placeholderData: keepPreviousWithin(adminKeys.userTrades(user.id)),
  })
  return (
    <RelatedRecords
      title={t`Trades`}
      description={<Trans>Shop purchases and case items sent or sold, newest first, with their status now.</Trans>}
      columns={tradeColumns}
      page={
        trades.data && {
          rows: trades.data.data,
          page: trades.data.pagination.current_page,
          lastPage: trades.data.pagination.last_page,
        }
      }
      pageParam="tradesPage"
      busy={trades.isPlaceholderData}
      error={
        trades.isError
          ? { error: trades.error, retry: () => void trades.refetch(), retrying: trades.isFetching }
          : undefined
      }
      emptyText={<Trans>No trades yet.</Trans>}
    />
  )
}

/** Beside a user's form: their balance (adjusted here), their ledger and trades, and their notifications. */
export function UserAside({ record: user }: ResourceAsideProps<User>) {
  const locale = localeParam(useLocale())
  const name = user.steamName
  return (
    <>
      <p className={styles.links}>
        <Link
          to="/{-$locale}/admin/$section/new"
          params={{ locale, section: 'notifications' }}
          search={{ userId: user.id }}
        >
          <Trans>Send a notification to {name}</Trans>
        </Link>
        <Link to="/{-$locale}/admin/$section" params={{ locale, section: 'notifications' }} search={{ user: user.id }}>
          <Trans>Notifications sent to {name}</Trans>
        </Link>
      </p>
      <UserBalanceAdjustment user={user} />
      <UserLedger user={user} />
      <UserTrades user={user} />
    </>
  )
}
