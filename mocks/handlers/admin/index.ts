import { HttpResponse } from 'msw'
import { db } from '../../db/db.ts'
import { canUpload, requirePanelUser, sectionsOf } from '../../domain/admin/access.ts'
import { storeUpload, uploadById, uploadBytes, uploadUrl } from '../../domain/admin/uploads.ts'
import { fakeOnlyRoute, route } from '../route.ts'
import { formDataOf } from '../request.ts'
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
  route('get', '/admin/access', ({ answer, user }) => {
    const signedIn = requirePanelUser(user)
    return answer(200, {
      data: { sections: sectionsOf(signedIn), canUpload: canUpload(signedIn) },
    })
  }),
  route('post', '/admin/uploads', async ({ answer, request, url, user }) => {
    const row = await storeUpload(db, user, await filePart(request, 'file'))
    return answer(201, { data: { url: uploadUrl(url.origin, row) } })
  }),
  // Not in the contract: where the answered URLs point (a CDN's job for a real API).
  fakeOnlyRoute('get', '/uploads/{id}', ({ params }) => {
    const row = uploadById(db, idParam(params))
    return new HttpResponse(uploadBytes(row), {
      headers: { 'Content-Type': row.contentType, 'Cache-Control': 'public, max-age=31536000, immutable' },
    })
  }),
  ...contentAdminHandlers,
  ...gameAdminHandlers,
]
