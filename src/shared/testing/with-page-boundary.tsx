import type { Decorator } from '@storybook/react-vite'
import { ListSkeleton, type ListSkeletonProps } from '~/shared/ui/list-states/list-skeleton'
import { QueryBoundary } from '~/shared/ui/list-states/query-boundary'

/**
 * A story of a page that suspends on its query: padded like the app's content column, with the
 * skeleton the route shows while loading and the error state the route shows on failure.
 */
export function withPageBoundary(skeleton: ListSkeletonProps = {}): Decorator {
  return function PageBoundary(Story) {
    return (
      <div style={{ padding: 24 }}>
        <QueryBoundary fallback={<ListSkeleton {...skeleton} />}>
          <Story />
        </QueryBoundary>
      </div>
    )
  }
}
