import { createFileRoute } from '@tanstack/react-router'
import { optionalPageParam, optionalTextParam, searchParamsWithExtras } from '~/shared/lib/url-state'
import { ResourceListPage } from '~/features/admin/resource-kit/resource-list-page'
import { prefetchResourceList } from '~/features/admin/resource-kit/route-loaders'

/**
 * A section's list. Page, search text, order and each filter are flat keys of the address
 * (`?page=2&search=cs&sort=-name&category=3&top=true`); filters are checked against the
 * section's config by the kit, which drops what the section does not know.
 */
const listSearchSchema = searchParamsWithExtras({
  page: optionalPageParam,
  search: optionalTextParam,
  sort: optionalTextParam,
})

export const Route = createFileRoute('/{-$locale}/admin/$section/')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchResourceList(context, deps),
  codeSplitGroupings: [['loader', 'component']],
  component: ListRoute,
})

function ListRoute() {
  const { resource } = Route.useRouteContext()
  return <ResourceListPage resource={resource} search={Route.useSearch()} />
}
