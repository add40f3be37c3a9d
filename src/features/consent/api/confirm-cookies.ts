import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import { patchCurrentUser } from '~/shared/core-data/user-data'
import { removeStorage, writeStorage } from '~/shared/lib/storage'
import { useApi } from '~/shared/services/app-services'
import { COOKIE_CONFIRMED_KEY, COOKIE_CONFIRMED_VALUE } from '../lib/cookie-consent'

/**
 * Records a signed-in user's cookie acceptance on the server (spec section 4). Errors are
 * swallowed (spec section 8); the acceptance is then kept locally so the next page load
 * sends it again instead of asking again.
 */
export function useConfirmCookies() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(api.POST('/cookie-confirm')),
    meta: { silent: true },
    onSuccess: () => {
      removeStorage('local', COOKIE_CONFIRMED_KEY)
      patchCurrentUser(queryClient, { cookieConfirmed: true })
    },
    onError: () => writeStorage('local', COOKIE_CONFIRMED_KEY, COOKIE_CONFIRMED_VALUE),
  })
}
