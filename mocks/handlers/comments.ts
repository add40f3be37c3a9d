import { http } from 'msw'
import { db } from '../db/db.ts'
import type { CommentTarget } from '../db/schema/comments.ts'
import { addComment, listComments } from '../domain/comments.ts'
import { requireUser } from '../domain/sessions.ts'
import { apiPath, json, pageParam, readForm, route } from './route.ts'
import { presentComment, presentCommentPage } from '../present/content.ts'
import type { Schemas } from '../present/types.ts'

/**
 * The comments and reviews of one kind of page (`/cards/:slug/comments`, `/articles/:slug/…`):
 * the list and the signed-in form, on whatever `findId` finds for the slug (or refuses as 404).
 */
export function commentHandlers(collectionPath: string, target: CommentTarget, findId: (slug: string) => number) {
  return [
    http.get(
      apiPath(`${collectionPath}/:slug/comments`),
      route(({ url, params }) => {
        const body: Schemas['CommentPage'] = presentCommentPage(
          db,
          listComments(db, target, findId(params.slug ?? ''), pageParam(url)),
        )
        return json(body)
      }),
    ),
    http.post(
      apiPath(`${collectionPath}/:slug/comments/add`),
      route(async ({ request, params, user }) => {
        const author = requireUser(user)
        const id = findId(params.slug ?? '')
        const form = await readForm(request)
        const comment = await addComment(db, author, target, id, { evaluation: form.evaluation, text: form.text })
        const body: Schemas['CommentResponse'] = { data: presentComment(db, comment) }
        return json(body, 201)
      }),
    ),
  ]
}
