import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageHead } from '~/app/seo/page-head'
import { coreQueryOptions } from '~/shared/core-data/core-query'
import { ReferralPage } from '~/features/referral/components/referral-page'
import { SignInButton } from '~/features/auth/components/sign-in-button'
import { referralStatisticsQueryOptions } from '~/features/referral/api/referral-statistics'
import { preloadReferralPageParts } from '~/features/referral/components/referral-forms'
import { loadAll } from '~/shared/lib/load-all'

export const Route = createFileRoute('/{-$locale}/ref/')({
  loader: async ({ context: { queryClient, services } }) => {
    const [core] = await loadAll([
      queryClient.ensureQueryData(coreQueryOptions(services.api)),
      preloadReferralPageParts(),
    ])
    if (core.currentUser) await queryClient.ensureQueryData(referralStatisticsQueryOptions(services.api))
  },
  head: ({ match }) =>
    pageHead({
      context: match.context,
      path: '/ref',
      title: msg`Affiliate program`,
      description: msg`Invite friends with your referral link and get coins for each friend who activates your code.`,
    }),
  component: ReferralRoute,
})

function ReferralRoute() {
  return <ReferralPage signIn={<SignInButton />} />
}
