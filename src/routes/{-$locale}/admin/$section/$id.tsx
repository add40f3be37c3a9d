import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { privatePageHead } from '~/app/seo/page-head'
import { ResourceFormPage } from '~/features/admin/resource-kit/resource-form-page'
import { loadResourceRecord } from '~/features/admin/resource-kit/route-loaders'

/** A section's edit page; an id that is not a record of the section is a 404. */
export const Route = createFileRoute('/{-$locale}/admin/$section/$id')({
  loader: ({ context, params }) => loadResourceRecord(context, params.id),
  codeSplitGroupings: [['loader', 'component']],
  head: ({ match, loaderData }) =>
    privatePageHead(match.context, loaderData?.name ?? '', match.context.sectionTitle, msg`Admin panel`),
  component: EditRoute,
})

function EditRoute() {
  const { resource } = Route.useRouteContext()
  const { id } = Route.useLoaderData()
  return <ResourceFormPage resource={resource} id={id} />
}
