import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { EmptyState } from '~/shared/ui/list-states/empty-state'
import { similarCardsQueryOptions } from '../api/similar-cards'
import { CardGrid } from './card-grid'

export function SimilarCardsList({ slug }: { slug: string }) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(similarCardsQueryOptions(useApi(), slug))
  if (data.length === 0) return <EmptyState title={t`No similar sites yet`} />
  return <CardGrid cards={data} />
}
