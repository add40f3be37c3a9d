import { useRouterState } from '@tanstack/react-router'
import { useIsFetching } from '@tanstack/react-query'
import { LoadingBar } from '~/shared/ui/loading-bar/loading-bar'

/** The top loading bar, running while the router loads a page or any query is fetching. */
export function RouteLoadingBar() {
  const routing = useRouterState({ select: (state) => state.isLoading })
  const fetching = useIsFetching() > 0
  return <LoadingBar active={routing || fetching} />
}
