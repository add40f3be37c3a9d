// One HTTP call with a time limit. When no answer comes, says why (a time-out, TLS, a refused
// connection, a name that does not resolve, a connection dropped): about the network or the
// server's set-up, not about the contract, so reported apart from drift.
import type { Answer } from './answer-check.ts'

export type FailureKind = 'time-out' | 'tls' | 'refused' | 'dns' | 'dropped' | 'other'

export interface Failure {
  kind: FailureKind
  text: string
}

/** Node's error codes, on fetch's `cause` (or the first of an AggregateError's, for a host with several addresses). */
function codeOf(error: unknown): string {
  const cause: unknown = error instanceof Error && error.cause !== undefined ? error.cause : error
  if (!(cause instanceof Error)) return ''
  const { code } = cause as { code?: unknown }
  if (typeof code === 'string') return code
  const [first] = cause instanceof AggregateError ? (cause.errors as unknown[]) : []
  return first instanceof Error && typeof (first as { code?: unknown }).code === 'string'
    ? String((first as { code?: unknown }).code)
    : ''
}

const TLS_CODE = /CERT|SSL|TLS|^EPROTO$/

export function failureOf(error: unknown, timeoutMs: number): Failure {
  const code = codeOf(error)
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error)
  if ((error instanceof DOMException && error.name === 'TimeoutError') || /TIMEOUT/.test(code))
    return { kind: 'time-out', text: `time-out: no answer within ${timeoutMs} ms` }
  // OpenSSL's own messages carry its error queue: `…:SSL routines:<function>:<reason>:<file>:<line>:`.
  if (TLS_CODE.test(code))
    return { kind: 'tls', text: `TLS failed: ${/SSL routines:[^:]*:([^:]+)/.exec(cause)?.[1] ?? cause} (${code})` }
  if (code === 'ECONNREFUSED') return { kind: 'refused', text: `connection refused: nothing listens there (${code})` }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return { kind: 'dns', text: `the host name does not resolve (${code})` }
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET')
    return { kind: 'dropped', text: `the connection was closed before the answer (${code})` }
  return { kind: 'other', text: `no answer: ${cause}${code ? ` (${code})` : ''}` }
}

export async function send(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ answer: Answer } | { failure: Failure }> {
  try {
    // A redirect is an answer to judge (a sign-in page instead of a 401), not one to follow.
    const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
    const text = await response.text()
    return { answer: { status: response.status, contentType: response.headers.get('Content-Type'), text } }
  } catch (error) {
    return { failure: failureOf(error, timeoutMs) }
  }
}
