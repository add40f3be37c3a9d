import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** What `POST /admin/uploads` takes (the contract's AdminUploadForm). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024

/** Why a chosen file cannot be uploaded, before it is sent; null when it can. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): MessageDescriptor | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return msg`Choose a PNG, JPEG, WebP or GIF image.`
  if (file.size > MAX_IMAGE_BYTES) return msg`The image is larger than 2 MB: choose a smaller one.`
  return null
}
