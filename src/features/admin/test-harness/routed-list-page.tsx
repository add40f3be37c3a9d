import { useSearch } from '@tanstack/react-router'
import type { AnyResource } from '../resource-kit/define-resource'
import { ResourceListPage } from '../resource-kit/resource-list-page'

/**
 * The list page with its address read from the story's or test's router, as the list route
 * does (there the route validates it first).
 */
export function RoutedListPage({ resource }: { resource: AnyResource }) {
  const search = useSearch({ strict: false })
  return <ResourceListPage resource={resource} search={search} />
}
