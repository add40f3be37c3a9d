import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { EmptyState } from '~/shared/ui/list-states/empty-state'
import { topCardsQueryOptions } from '../api/top-cards'
import { CardGrid } from './card-grid'

export function TopCardsList() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(topCardsQueryOptions(useApi()))
  if (data.length === 0) return <EmptyState title={t`No top sites yet`} />
  return <CardGrid cards={data} wholeRows />
}
