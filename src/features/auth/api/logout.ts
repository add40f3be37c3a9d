import { useMutation } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import { localizedPath } from '~/shared/i18n/locale'
import { useApi, useLocale } from '~/shared/services/app-services'

/**
 * Sign-out (spec section 7): afterwards the page goes to `/` with a full load, so no data of
 * the signed-in user survives in memory.
 */
export function useLogout() {
  const api = useApi()
  const locale = useLocale()
  return useMutation({
    mutationFn: () => unwrap(api.POST('/auth/logout')),
    onSuccess: () => window.location.assign(localizedPath('/', locale)),
  })
}
