import { useMutation } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import { safeUrl } from '~/shared/lib/safe-url'
import { useApi } from '~/shared/services/app-services'

/**
 * Sign-in (spec section 2): ask the API for the game platform's sign-in URL, with `return`
 * set to where the visitor is, and go there. A failure is only logged (spec section 8).
 * It is a GET, but it runs on a click and its answer is used once, so it is a mutation.
 */
export function useSignInRedirect() {
  const api = useApi()
  return useMutation({
    mutationFn: async (returnTo: string) => {
      const { data } = await unwrap(api.GET('/auth/redirect-url', { params: { query: { return: returnTo } } }))
      const url = safeUrl(data.url)
      if (!url) throw new Error(`Refusing to follow the sign-in URL: ${data.url}`)
      return url
    },
    meta: { silent: true },
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => console.error('[auth] could not get the sign-in URL:', error),
  })
}
