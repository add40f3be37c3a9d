import type { Decorator } from '@storybook/react-vite'
import { withPageBoundary } from '~/shared/testing/with-page-boundary'
import { Toaster } from '~/shared/ui/toasts/toaster'
import type { AnyResource } from '../resource-kit/define-resource'
import { RoutedListPage } from './routed-list-page'

/**
 * The stories of a kind's pages, on the fake backend signed in as `admin`:
 *
 *   const meta = { component: ResourceFormPage, decorators: adminPageDecorators, args: { resource: rolesResource, id: 1 }, … }
 *   export const List: Story = { render: listPage(rolesResource), parameters: { route: '/en/admin/roles' } }
 *
 * The page suspends while its record loads (the route's boundary) and toasts what it saved.
 */
export const adminPageDecorators: Decorator[] = [
  (Story) => (
    <>
      <Story />
      <Toaster />
    </>
  ),
  withPageBoundary(),
]

/** A story's `render` that shows the kind's list page at the story's `route`. */
export function listPage(resource: AnyResource) {
  return function ListPage() {
    return <RoutedListPage resource={resource} />
  }
}
