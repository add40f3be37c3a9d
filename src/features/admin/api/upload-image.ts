import { useMutation } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { useApi } from '~/shared/services/app-services'

/** Stores an image (PNG, JPEG, WebP or GIF, at most 2 MB) and answers the URL it is served from. */
export async function uploadImage(api: ApiClient, file: Blob): Promise<string> {
  // openapi-typescript types a binary form field as `string`; the body serializer
  // (src/api/form-data.ts) appends a Blob as a file part, so this cast is the whole adapter.
  const body = { file: file as unknown as string }
  return (await unwrap(api.POST('/admin/uploads', { body }))).data.url
}

/** The upload as a mutation: its `{ error }` answers are toasted, 422 messages go to the field. */
export function useUploadImage() {
  const api = useApi()
  return useMutation({ mutationFn: (file: Blob) => uploadImage(api, file) })
}
