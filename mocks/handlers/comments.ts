import { db } from '../db/db.ts'
import type { CommentTarget } from '../db/schema/comments.ts'
import { addComment, listComments } from '../domain/comments.ts'
import { requireUser } from '../domain/sessions.ts'
import { route } from './route.ts'
import { pageParam } from './request.ts'
import { presentComment, presentCommentPage } from '../present/content.ts'

/**
 * The comments and reviews of one kind of page (`/cards/:slug/comments`, `/articles/:slug/…`):
 * the list and the signed-in form, on whatever `findId` finds for the slug (or refuses as 404).
 */
export function commentHandlers(
  collectionPath: '/articles' | '/cards',
  target: CommentTarget,
  findId: (slug: string) => number,
) {
  return [
    route('get', `${collectionPath}/{slug}/comments`, ({ answer, query, params }) =>
      answer(200, presentCommentPage(db, listComments(db, target, findId(params.slug), pageParam(query)))),
    ),
    route('post', `${collectionPath}/{slug}/comments/add`, async ({ answer, form, params, user }) => {
      const author = requireUser(user)
      const id = findId(params.slug)
      const fields = await form()
      const comment = await addComment(db, author, target, id, { evaluation: fields.evaluation, text: fields.text })
      return answer(201, { data: presentComment(db, comment) })
    }),
  ]
}
