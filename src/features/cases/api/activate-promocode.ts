import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import { useApi } from '~/shared/services/app-services'
import { casesKeys } from './keys'

/** Activates a promocode of a promocode case; the answer is the case with the promocode state. */
export function useActivateCasePromocode(slug: string) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (code: string) =>
      (await unwrap(api.POST('/cases/{slug}/promocodes/activate', { params: { path: { slug } }, body: { code } })))
        .data,
    onSuccess: (updated) => {
      queryClient.setQueryData(casesKeys.detail(slug), updated)
    },
  })
}
