import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { privatePageHead } from '~/app/seo/page-head'
import { ResourceFormPage } from '~/features/admin/resource-kit/resource-form-page'

/** A section's create page. */
export const Route = createFileRoute('/{-$locale}/admin/$section/new')({
  head: ({ match }) => privatePageHead(match.context, match.context.resource.titles.create, match.context.sectionTitle, msg`Admin panel`),
  component: CreateRoute,
})

function CreateRoute() {
  const { resource } = Route.useRouteContext()
  return <ResourceFormPage resource={resource} />
}
