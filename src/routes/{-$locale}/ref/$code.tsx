import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pathSegment } from '~/shared/lib/url-state'
import { pageHead } from '~/app/seo/page-head'
import { coreQueryOptions } from '~/shared/core-data/core-query'
import { ReferralPage } from '~/features/referral/components/referral-page'
import { SignInButton } from '~/features/auth/components/sign-in-button'
import { CheckLevelButton } from '~/features/profile/components/check-level-button'
import { referralStatisticsQueryOptions } from '~/features/referral/api/referral-statistics'
import { preloadReferralPageParts } from '~/features/referral/components/referral-forms'
import { loadAll } from '~/shared/lib/load-all'

/** A friend's referral landing: the code is remembered for a guest and activated once they are in. */
export const Route = createFileRoute('/{-$locale}/ref/$code')({
  params: {
    parse: (raw) => {
      const code = pathSegment(raw.code, 64)
      return code !== false && { code }
    },
    stringify: (params) => params,
  },
  loader: async ({ context: { queryClient, services } }) => {
    const [core] = await loadAll([
      queryClient.ensureQueryData(coreQueryOptions(services.api)),
      preloadReferralPageParts(),
    ])
    if (core.currentUser) await queryClient.ensureQueryData(referralStatisticsQueryOptions(services.api))
  },
  head: ({ match, params: { code } }) =>
    pageHead({
      context: match.context,
      path: `/ref/${encodeURIComponent(code)}`,
      title: msg`Affiliate program`,
      description: msg`A friend invites you: sign in and activate the code.`,
      noindex: true,
    }),
  component: ReferralLandingRoute,
})

function ReferralLandingRoute() {
  const { code } = Route.useParams()
  return <ReferralPage code={code} signIn={<SignInButton />} checkLevel={<CheckLevelButton variant="primary" />} />
}
