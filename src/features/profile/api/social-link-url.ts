import { useMutation } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import type { operations } from '~/api/schema'
import { useApi } from '~/shared/services/app-services'

export type Social = operations['getSocialRedirectUrl']['parameters']['query']['social']

/**
 * The OAuth page that links a social account (or takes the access back); completing it brings
 * the user back to this page, in this language.
 */
export function useSocialLinkUrl() {
  const api = useApi()
  return useMutation({
    mutationFn: async (social: Social) =>
      (
        await unwrap(
          api.GET('/social/redirect-url', {
            params: { query: { social, return: window.location.pathname + window.location.search } },
          }),
        )
      ).data.url,
  })
}
