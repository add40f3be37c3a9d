import { nextId, type Db } from '../db/db.ts'
import type { CommentRow, CommentTarget } from '../db/schema/comments.ts'
import type { UserRow } from '../db/schema/users.ts'
import { clock } from '../clock.ts'
import { FieldErrorCollector } from './errors.ts'
import { m } from './messages.ts'
import { paginate, type Page } from './pagination.ts'

const COMMENT_TEXT_MIN = 3
const COMMENT_TEXT_MAX = 1000

function commentsFor(db: Db, target: CommentTarget, targetId: number): CommentRow[] {
  return db.comments.findMany((q) => q.where({ target, targetId }))
}

export function listComments(db: Db, target: CommentTarget, targetId: number, page: number): Page<CommentRow> {
  return paginate(
    commentsFor(db, target, targetId).sort((a, b) => b.createdAtMs - a.createdAtMs || b.id - a.id),
    page,
  )
}

/** The mean of the evaluations to 2 decimals, 0 without comments. */
export function ratingOf(db: Db, target: CommentTarget, targetId: number): number {
  const comments = commentsFor(db, target, targetId)
  if (comments.length === 0) return 0
  const sum = comments.reduce((total, comment) => total + comment.evaluation, 0)
  return Math.round((sum / comments.length) * 100) / 100
}

export interface CommentInput {
  evaluation: unknown
  text: unknown
}

/** Adds a comment after checking both fields, so the form gets all its messages at once. */
export async function addComment(
  db: Db,
  user: UserRow,
  target: CommentTarget,
  targetId: number,
  input: CommentInput,
): Promise<CommentRow> {
  const errors = new FieldErrorCollector()
  let evaluation = 0
  const evaluationText = typeof input.evaluation === 'number' ? String(input.evaluation) : input.evaluation
  if (evaluationText === undefined || evaluationText === null || evaluationText === '')
    errors.add('evaluation', m.required)
  else if (typeof evaluationText !== 'string' || !/^[1-5]$/.test(evaluationText.trim()))
    errors.add('evaluation', m.evaluationInvalid)
  else evaluation = Number(evaluationText)
  const text = typeof input.text === 'string' ? input.text.trim() : ''
  const length = [...text].length
  if (length === 0) errors.add('text', m.required)
  else if (length < COMMENT_TEXT_MIN || length > COMMENT_TEXT_MAX)
    errors.add('text', m.textLength(COMMENT_TEXT_MIN, COMMENT_TEXT_MAX))
  errors.throwIfAny()
  return db.comments.create({
    id: nextId(db.comments.all()),
    target,
    targetId,
    userId: user.id,
    evaluation,
    text,
    createdAtMs: clock.now(),
  })
}
