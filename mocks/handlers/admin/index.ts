import { http, HttpResponse } from 'msw'
import { db } from '../../db/db.ts'
import { canUpload, requirePanelUser, sectionsOf } from '../../domain/admin/access.ts'
import { storeUpload, uploadById, uploadBytes, uploadUrl } from '../../domain/admin/uploads.ts'
import { apiPath, formDataOf, json, route } from '../route.ts'
import type { Schemas } from '../../present/types.ts'
import { contentAdminHandlers } from './content.ts'
import { gameAdminHandlers } from './games.ts'
import { idParam } from './resource.ts'

/** The file part of a multipart upload, or null when there is none. */
async function filePart(request: Request, name: string): Promise<Uint8Array | null> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.includes('multipart/form-data')) return null
  const part = (await formDataOf(request)).get(name)
  return part instanceof Blob ? new Uint8Array(await part.arrayBuffer()) : null
}

/** The admin API (`/admin/...`) and the uploaded images it serves. */
export const adminHandlers = [
  http.get(
    apiPath('/admin/access'),
    route(({ user }) => {
      const signedIn = requirePanelUser(user)
      const body: Schemas['AdminAccessResponse'] = {
        data: { sections: sectionsOf(signedIn), canUpload: canUpload(signedIn) },
      }
      return json(body)
    }),
  ),
  http.post(
    apiPath('/admin/uploads'),
    route(async ({ request, url, user }) => {
      const row = await storeUpload(db, user, await filePart(request, 'file'))
      const body: Schemas['AdminUploadResponse'] = { data: { url: uploadUrl(url.origin, row) } }
      return json(body, 201)
    }),
  ),
  // Not in the contract: where the answered URLs point (a CDN's job for a real API).
  http.get(
    apiPath('/uploads/:id'),
    route(({ params }) => {
      const row = uploadById(db, idParam(params))
      return new HttpResponse(uploadBytes(row), {
        headers: { 'Content-Type': row.contentType, 'Cache-Control': 'public, max-age=31536000, immutable' },
      })
    }),
  ),
  ...contentAdminHandlers,
  ...gameAdminHandlers,
]
