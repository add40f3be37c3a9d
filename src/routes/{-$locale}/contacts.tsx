import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageHead } from '~/app/seo/page-head'
import { contactsQueryOptions } from '~/features/contacts/api/contacts'
import { ContactsPage } from '~/features/contacts/components/contacts-page'
import { ListSkeleton } from '~/shared/ui/list-states/list-skeleton'

export const Route = createFileRoute('/{-$locale}/contacts')({
  loader: async ({ context: { queryClient, services } }) => {
    await queryClient.ensureQueryData(contactsQueryOptions(services.api))
  },
  head: ({ match }) =>
    pageHead({
      context: match.context,
      path: '/contacts',
      title: msg`Contacts`,
      description: msg`How to reach the FreeSkins team: support, partnership and advertising.`,
    }),
  pendingComponent: () => <ListSkeleton variant="row" />,
  component: ContactsPage,
})
