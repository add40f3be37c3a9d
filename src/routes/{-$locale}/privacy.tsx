import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageHead } from '~/app/seo/page-head'
import { PrivacyPage } from '~/features/privacy/components/privacy-page'

export const Route = createFileRoute('/{-$locale}/privacy')({
  head: ({ match }) =>
    pageHead({
      context: match.context,
      path: '/privacy',
      title: msg`Privacy policy`,
      description: msg`Which personal data FreeSkins collects, why, how long it is kept and what your rights are.`,
    }),
  component: PrivacyPage,
})
