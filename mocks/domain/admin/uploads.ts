import type { Db } from '../../db/db.ts'
import { nextId } from '../../db/db.ts'
import { uploadContentTypes, type UploadRow } from '../../db/schema/uploads.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { clock } from '../../clock.ts'
import { invalid, notFound } from '../errors.ts'
import { requireUploader } from './access.ts'
import { adminMessages as a } from './messages.ts'

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024

type UploadContentType = (typeof uploadContentTypes)[number]

/**
 * What the bytes are, from their first bytes rather than the name or the declared type a
 * browser sends (either can lie); anything else (SVG included, which can carry scripts) is refused.
 */
export function sniffImageType(bytes: Uint8Array): UploadContentType | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value)
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif'
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp'
  return null
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let start = 0; start < bytes.length; start += chunk)
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk))
  return btoa(binary)
}

export function uploadBytes(row: UploadRow): Uint8Array {
  return Uint8Array.from(atob(row.base64), (char) => char.charCodeAt(0))
}

/** Stores an image from `admin` or `articlesEditor`; field errors go on `file`. */
export async function storeUpload(db: Db, user: UserRow | null, bytes: Uint8Array | null): Promise<UploadRow> {
  const uploader = requireUploader(user)
  if (bytes === null || bytes.length === 0) throw invalid({ file: [a.uploadMissing] })
  if (bytes.length > UPLOAD_MAX_BYTES) throw invalid({ file: [a.uploadSize(UPLOAD_MAX_BYTES / 1024 / 1024)] })
  const contentType = sniffImageType(bytes)
  if (!contentType) throw invalid({ file: [a.uploadType] })
  return db.uploads.create({
    id: nextId(db.uploads.all()),
    contentType,
    base64: toBase64(bytes),
    size: bytes.length,
    uploaderId: uploader.id,
    createdAtMs: clock.now(),
  })
}

export function uploadById(db: Db, id: number): UploadRow {
  const row = db.uploads.findFirst((q) => q.where({ id }))
  if (!row) throw notFound(a.recordNotFound)
  return row
}

/** Where an upload is served: on the API's own origin, as a real API's storage would give a public address. */
export function uploadUrl(origin: string, row: UploadRow): string {
  return `${origin}/api/uploads/${row.id}`
}
