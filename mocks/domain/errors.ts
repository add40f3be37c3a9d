import type { Localized } from '../db/schema/fragments.ts'

/**
 * A rule said no. Domain functions throw these; the HTTP glue maps each kind to its
 * status and envelope (401 `{}`, 403/404/400/409 `{ error }`, 422 `{ errors }`), so a
 * refusal can never turn into a 500.
 */
export type DomainErrorKind = 'unauthorized' | 'forbidden' | 'not-found' | 'rejected' | 'conflict' | 'invalid'

export type FieldErrors = Record<string, Localized[]>

/**
 * What the user can do to lift a refusal, so the client can offer the way on (a link to the
 * tradelink field, ways to earn coins) instead of matching the text.
 */
export type Need = 'coins' | 'tradelink'

const summaries = {
  unauthorized: { ru: 'Требуется авторизация', en: 'Authorization needed' },
  invalid: { ru: 'Проверьте введённые данные', en: 'Please check the data you entered' },
} as const

export class DomainError extends Error {
  readonly kind: DomainErrorKind
  /** What went wrong; the answer's `error` text for every kind but `unauthorized` and `invalid`. */
  readonly text: Localized
  /** Messages per field for `invalid`. */
  readonly fields: FieldErrors
  /** When a refused action becomes possible (the answer's `availableAt`), if the refusal is a matter of time. */
  readonly availableAtMs: number | null
  /** What the user must have before trying again (the answer's `needs`), in the order to see to it. */
  readonly needs: readonly Need[]

  constructor(
    kind: DomainErrorKind,
    text: Localized,
    fields: FieldErrors = {},
    availableAtMs: number | null = null,
    needs: readonly Need[] = [],
  ) {
    super(kind === 'invalid' ? `invalid: ${Object.keys(fields).join(', ')}` : text.en)
    this.name = 'DomainError'
    this.kind = kind
    this.text = text
    this.fields = fields
    this.availableAtMs = availableAtMs
    this.needs = needs
  }
}

export function unauthorized(): DomainError {
  return new DomainError('unauthorized', summaries.unauthorized)
}

/** Signed in, but the user's roles do not allow it. */
export function forbidden(text: Localized): DomainError {
  return new DomainError('forbidden', text)
}

export function notFound(text: Localized): DomainError {
  return new DomainError('not-found', text)
}

export function rejected(text: Localized): DomainError {
  return new DomainError('rejected', text)
}

/** Refused until the user has what `needs` names; `text` says all of it, in the same order. */
export function lacking(text: Localized, needs: readonly Need[]): DomainError {
  return new DomainError('rejected', text, {}, null, needs)
}

/**
 * Refused until a moment (a cooldown, a closed window). The text leaves the moment out: the
 * server does not know the visitor's time zone, so the client writes it from `availableAt`.
 */
export function notYet(text: Localized, availableAtMs: number): DomainError {
  return new DomainError('rejected', text, {}, availableAtMs)
}

/** Something still uses the thing to change or delete; `text` says what. */
export function conflict(text: Localized): DomainError {
  return new DomainError('conflict', text)
}

export function invalid(fields: FieldErrors): DomainError {
  return new DomainError('invalid', summaries.invalid, fields)
}

/** Collects field errors so a form gets all of its messages at once. */
export class FieldErrorCollector {
  readonly fields: FieldErrors = {}

  add(field: string, text: Localized): void {
    const list = this.fields[field] ?? []
    list.push(text)
    this.fields[field] = list
  }

  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0) throw invalid(this.fields)
  }
}
