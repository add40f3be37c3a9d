import { createFileRoute } from '@tanstack/react-router'
import { searchParamsWithExtras } from '~/shared/lib/url-state'
import { msg } from '@lingui/core/macro'
import { privatePageHead } from '~/app/seo/page-head'
import { ResourceFormPage } from '~/features/admin/resource-kit/resource-form-page'

/**
 * A section's create page. Its address may preset fields for the section's `defaults`
 * (`/admin/tasks/new?owner=case&ownerId=3`, from a case's "New task" link); what a section does
 * not read is ignored.
 */
const presetSchema = searchParamsWithExtras({})

export const Route = createFileRoute('/{-$locale}/admin/$section/new')({
  validateSearch: presetSchema,
  head: ({ match }) =>
    privatePageHead(match.context, match.context.resource.titles.create, match.context.sectionTitle, msg`Admin panel`),
  component: CreateRoute,
})

function CreateRoute() {
  const { resource } = Route.useRouteContext()
  return <ResourceFormPage resource={resource} preset={Route.useSearch()} />
}
