import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { isApiError } from '~/api/api-error'

/**
 * A 422 key in the API's dotted form (`title.ru`, `items.0.price`) as a TanStack Form field
 * path (`title.ru`, `items[0].price`): array indexes go in brackets.
 */
export function toFieldPath(key: string): string {
  return key.split('.').reduce((path, part) => {
    if (/^\d+$/.test(part)) return `${path}[${part}]`
    return path === '' ? part : `${path}.${part}`
  }, '')
}

export interface SplitFieldErrors {
  /** One message per mounted field, by field path. */
  fields: Record<string, string>
  /** Messages for keys no field of the form shows, so the form can show them elsewhere. */
  unmatched: string[]
}

/** Puts each 422 message on its field when the form shows one, and keeps the others apart. */
export function splitFieldErrors(
  errors: Record<string, string[]>,
  isMounted: (path: string) => boolean,
): SplitFieldErrors {
  const result: SplitFieldErrors = { fields: {}, unmatched: [] }
  for (const [key, messages] of Object.entries(errors)) {
    if (messages.length === 0) continue
    const path = toFieldPath(key)
    if (isMounted(path)) result.fields[path] = messages.join(' ')
    else result.unmatched.push(...messages)
  }
  return result
}

const networkFailure = {
  form: msg`The request did not reach the server. Check your connection and submit again: what you entered is kept.`,
  action: msg`The request did not reach the server. Check your connection and try again.`,
}
const unknownFailure = msg`Something went wrong. Please try again.`

/**
 * What a form or a button says itself about a failed request: a network failure or a failure
 * known only by its status. Null for what is shown elsewhere: `error` texts and the need-auth
 * message are toasted by the query client, field errors go on the fields.
 */
export function failureNotice(error: unknown, from: 'form' | 'action'): MessageDescriptor | null {
  if (!isApiError(error)) return unknownFailure
  switch (error.problem.kind) {
    case 'network':
      return networkFailure[from]
    case 'status':
      return unknownFailure
    case 'fields':
    case 'message':
    case 'need-auth':
      return null
  }
}

const needAuthNotice = msg`Authorization needed: please log in`

/**
 * Everything to say about a failed request, for a place that shows it itself because a toast
 * would not be seen there (inside a modal, whose backdrop covers the toasts) or would not last
 * (the outcome of something the page did on its own). The server's text when it sent one.
 */
export function failureText(error: unknown): string | MessageDescriptor {
  if (isApiError(error)) {
    const { problem } = error
    if (problem.kind === 'message') return problem.message
    if (problem.kind === 'fields') return Object.values(problem.fields).flat().join(' ')
    if (problem.kind === 'need-auth') return needAuthNotice
  }
  return failureNotice(error, 'action') ?? unknownFailure
}
