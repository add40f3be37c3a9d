import { CommentForm, type FieldRule } from '../../src/api/field-rules.gen.ts'
import { nextId, type Db } from '../db/db.ts'
import type { CommentRow, CommentTarget } from '../db/schema/comments.ts'
import type { UserRow } from '../db/schema/users.ts'
import { clock } from '../clock.ts'
import { FieldErrorCollector } from './errors.ts'
import { m } from './messages.ts'
import { paginate, type Page } from './pagination.ts'

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

/** The contract's rules of a comment's fields; a test hands in others. */
export type CommentRules = Record<keyof typeof CommentForm, FieldRule>

/** Adds a comment after checking both fields, so the form gets all its messages at once. */
export async function addComment(
  db: Db,
  user: UserRow,
  target: CommentTarget,
  targetId: number,
  input: CommentInput,
  rules: CommentRules = CommentForm,
): Promise<CommentRow> {
  const errors = new FieldErrorCollector()
  const { minimum: lowest = 1, maximum: highest = 5 } = rules.evaluation
  const { minLength = 1, maxLength = Number.MAX_SAFE_INTEGER } = rules.text
  let evaluation = 0
  const evaluationText = typeof input.evaluation === 'number' ? String(input.evaluation) : input.evaluation
  const mark = typeof evaluationText === 'string' && /^\d+$/.test(evaluationText.trim()) ? Number(evaluationText) : NaN
  if (evaluationText === undefined || evaluationText === null || evaluationText === '')
    errors.add('evaluation', m.required)
  else if (!(mark >= lowest && mark <= highest)) errors.add('evaluation', m.evaluationInvalid(lowest, highest))
  else evaluation = mark
  const text = typeof input.text === 'string' ? input.text.trim() : ''
  const length = [...text].length
  if (length === 0) errors.add('text', m.required)
  else if (length < minLength || length > maxLength) errors.add('text', m.textLength(minLength, maxLength))
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
