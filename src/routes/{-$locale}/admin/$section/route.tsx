import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { privatePageHead, type HeadContext } from '~/app/seo/page-head'

/**
 * One section of the panel (`/admin/categories`): a section the contract does not know, or the
 * panel does not have yet, is a 404; one the user may not open sends them to the main page.
 * Its resource config (loaded on demand) is in the context of the pages below.
 */
export const Route = createFileRoute('/{-$locale}/admin/$section')({
  // Browser only, guard included: the section's context carries its resource config (functions),
  // which the server could not send along with the page.
  ssr: false,
  beforeLoad: async ({ context, params, location }) => {
    const { enterSection } = await import('~/features/admin/lib/routing')
    return enterSection(context, params.section, location.href)
  },
  // Typed by hand: a `head` that infers its argument keeps the router from inferring `beforeLoad`'s context.
  head: ({ match }: { match: { context: HeadContext & { sectionTitle?: MessageDescriptor } } }) =>
    privatePageHead(match.context, match.context.sectionTitle ?? '', msg`Admin panel`),
})
