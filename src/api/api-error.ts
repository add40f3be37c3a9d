/** What the user lacks for a refused action (the answer's `needs`), so the page can offer the way on. */
export type Need = 'coins' | 'tradelink'

/**
 * What went wrong with an API call, classified by the rules of spec section 8:
 * - `message`: the answer carried an `error` text (shown as an error toast), and for a refusal
 *   that is a matter of time, `availableAt` (when it becomes possible, written by the client);
 *   for one the user can lift, `needs` (what they lack);
 * - `need-auth`: 401 without text (the need-auth toast);
 * - `fields`: 422 with an `errors` object (shown on the form fields);
 * - `network`: no answer at all (offline, DNS, CORS);
 * - `status`: any other failure, known only by its status.
 */
export type ApiProblem =
  | { kind: 'message'; status: number; message: string; availableAt?: string; needs?: Need[] }
  | { kind: 'need-auth'; status: 401 }
  | { kind: 'fields'; status: number; fields: Record<string, string[]> }
  | { kind: 'network'; status: 0 }
  | { kind: 'status'; status: number }

export class ApiError extends Error {
  readonly problem: ApiProblem

  constructor(problem: ApiProblem) {
    super(describe(problem))
    this.name = 'ApiError'
    this.problem = problem
  }

  get status(): number {
    return this.problem.status
  }
}

function describe(problem: ApiProblem): string {
  switch (problem.kind) {
    case 'message':
      return problem.message
    case 'fields':
      return Object.values(problem.fields).flat().join(' ')
    case 'need-auth':
      return 'Unauthorized'
    case 'network':
      return 'Network error'
    case 'status':
      return `HTTP ${problem.status}`
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function asFieldErrors(value: unknown): Record<string, string[]> | null {
  if (!isRecord(value)) return null
  const fields: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string')
    if (list.length > 0) fields[field] = list
  }
  return Object.keys(fields).length > 0 ? fields : null
}

function isNeed(value: unknown): value is Need {
  return value === 'coins' || value === 'tradelink'
}

/** Classifies a failed answer from its status and (already parsed) body. */
export function classifyProblem(status: number, body: unknown): ApiProblem {
  if (isRecord(body)) {
    const fields = asFieldErrors(body.errors)
    if (fields) return { kind: 'fields', status, fields }
    if (typeof body.error === 'string' && body.error.trim() !== '') {
      const problem: Extract<ApiProblem, { kind: 'message' }> = { kind: 'message', status, message: body.error }
      if (typeof body.availableAt === 'string' && !Number.isNaN(Date.parse(body.availableAt)))
        problem.availableAt = body.availableAt
      const needs = Array.isArray(body.needs) ? body.needs.filter(isNeed) : []
      if (needs.length > 0) problem.needs = needs
      return problem
    }
  }
  if (status === 401) return { kind: 'need-auth', status: 401 }
  return { kind: 'status', status }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
