import type { Decorator } from '@storybook/react-vite'
import { ListSkeleton, type ListSkeletonProps } from '~/shared/ui/list-states/list-skeleton'
import { QueryBoundary } from '~/shared/ui/list-states/query-boundary'
import { Frame } from './with-frame'

/**
 * A story of a page that suspends on its query, with the skeleton the route shows while
 * loading and the error state the route shows on failure.
 */
export function withPageBoundary(skeleton: ListSkeletonProps = {}): Decorator {
  return function PageBoundary(Story) {
    return (
      <Frame>
        <QueryBoundary fallback={<ListSkeleton {...skeleton} />}>
          <Story />
        </QueryBoundary>
      </Frame>
    )
  }
}
