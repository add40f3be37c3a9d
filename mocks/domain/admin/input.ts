import type { FieldRule } from '../../../src/api/field-rules.gen.ts'
import type { Localized, LocalizedNullable } from '../../db/schema/fragments.ts'
import { FieldErrorCollector } from '../errors.ts'
import { adminMessages as a } from './messages.ts'

/**
 * Reads one record's fields from an admin request and collects every problem, so a form
 * gets all of its messages at once (`done()` throws them as one 422). Values come as the
 * site sends them (multipart strings; objects and arrays as JSON text) or already typed
 * (JSON bodies, items of a nested list). Nested fields are named with dots: `title.ru`,
 * `items.0.price`.
 *
 * A failed read answers a placeholder of the right type; `done()` throws before anyone
 * can use it.
 */
export type Fields = Readonly<Record<string, unknown>>

/**
 * The contract's rule of a text field (src/api/field-rules.gen.ts), or the fake's own limits where
 * the contract sets none (the lengths of localized texts). A text is required unless `minLength`
 * is 0; `patternMessage` says what the pattern wants.
 */
export type TextRule = Pick<FieldRule, 'minLength' | 'maxLength' | 'pattern'> & { patternMessage?: Localized }
type NumberRule = Pick<FieldRule, 'minimum' | 'maximum' | 'exclusiveMinimum'>

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A path on the site (`/games/cases`, not `//host`) or an http(s) address. */
export function isSiteLink(value: string): boolean {
  return (value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value)) || isHttpUrl(value)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

export class InputReader {
  readonly #fields: Fields
  readonly #errors: FieldErrorCollector
  readonly #prefix: string

  constructor(fields: Fields, errors: FieldErrorCollector = new FieldErrorCollector(), prefix = '') {
    this.#fields = fields
    this.#errors = errors
    this.#prefix = prefix
  }

  /** A message on a field, for rules that need other fields or the database. */
  fail(name: string, text: Localized): void {
    this.#errors.add(this.#prefix + name, text)
  }

  /** Whether a field (or one of its nested fields) already has a message. */
  failed(name: string): boolean {
    const key = this.#prefix + name
    return Object.keys(this.#errors.fields).some((field) => field === key || field.startsWith(`${key}.`))
  }

  /** Throws every collected message as one 422. */
  done(): void {
    this.#errors.throwIfAny()
  }

  has(name: string): boolean {
    return this.#fields[name] !== undefined
  }

  /**
   * A field that may arrive as JSON text (objects and arrays in multipart) or as the value
   * itself. An empty text is no value, as an empty form field is.
   */
  #structured(name: string): unknown {
    const value = this.#fields[name]
    if (typeof value !== 'string') return value
    if (value.trim() === '') return undefined
    try {
      return JSON.parse(value) as unknown
    } catch {
      this.fail(name, a.json)
      return undefined
    }
  }

  #string(name: string, value: unknown, rule: TextRule): string {
    if (typeof value !== 'string' && typeof value !== 'number') {
      this.fail(name, a.required)
      return ''
    }
    const text = String(value).trim()
    // Characters (code points), as the contract's JSON Schema counts them.
    const length = [...text].length
    const min = rule.minLength ?? 1
    if (length === 0 && min > 0) this.fail(name, a.required)
    else if (length < min) this.fail(name, a.tooShort(min))
    else if (rule.maxLength !== undefined && length > rule.maxLength) this.fail(name, a.tooLong(rule.maxLength))
    else if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(text))
      this.fail(name, rule.patternMessage ?? a.required)
    return text
  }

  text(name: string, rule: TextRule): string {
    const value = this.#fields[name]
    if (isBlank(value)) {
      if ((rule.minLength ?? 1) > 0) this.fail(name, a.required)
      return ''
    }
    return this.#string(name, value, rule)
  }

  /** Missing, empty or null is null. */
  optionalText(name: string, options: TextRule): string | null {
    const value = this.#fields[name]
    return isBlank(value) ? null : this.#string(name, value, options)
  }

  /** A slug field, with its schema's rule. */
  slug(name: string, rule: FieldRule): string {
    return this.text(name, { ...rule, patternMessage: a.slugFormat })
  }

  color(name: string, rule: FieldRule): string {
    return this.text(name, { ...rule, patternMessage: a.hexColor }).toLowerCase()
  }

  /** Both languages, each required (`{ ru, en }`, messages on `name.ru` and `name.en`). */
  localized(name: string, options: TextRule): Localized {
    const value = this.#structured(name)
    if (!isRecord(value)) {
      if (!this.failed(name)) this.fail(name, a.required)
      return { ru: '', en: '' }
    }
    const nested = this.nested(name, value)
    return { ru: nested.text('ru', options), en: nested.text('en', options) }
  }

  /** Both languages, each optional (an empty text is null). */
  localizedNullable(name: string, options: TextRule): LocalizedNullable {
    const value = this.#structured(name)
    if (isBlank(value)) return { ru: null, en: null }
    if (!isRecord(value)) {
      if (!this.failed(name)) this.fail(name, a.json)
      return { ru: null, en: null }
    }
    const nested = this.nested(name, value)
    return { ru: nested.optionalText('ru', options), en: nested.optionalText('en', options) }
  }

  integer(name: string, rule: NumberRule): number {
    const value = this.#fields[name]
    if (isBlank(value)) {
      this.fail(name, a.required)
      return rule.minimum ?? 0
    }
    return this.#integer(name, value, rule)
  }

  optionalInteger(name: string, rule: NumberRule): number | null {
    const value = this.#fields[name]
    return isBlank(value) ? null : this.#integer(name, value, rule)
  }

  #integer(name: string, value: unknown, rule: NumberRule): number {
    const min = rule.minimum ?? Number.MIN_SAFE_INTEGER
    const max = rule.maximum ?? Number.MAX_SAFE_INTEGER
    const number =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^-?\d+$/.test(value.trim())
          ? Number(value)
          : Number.NaN
    if (!Number.isSafeInteger(number) || number < min || number > max) {
      this.fail(name, a.wholeNumber(min, max))
      return rule.minimum ?? 0
    }
    return number
  }

  /**
   * Coins with at most two decimals, as whole cents, within the rule's bounds (an exclusive
   * minimum of 0 refuses 0); `nonZero` refuses 0 too (a balance adjustment).
   */
  coins(name: string, rule: NumberRule, options: { nonZero?: boolean } = {}): number {
    const value = this.#fields[name]
    const min = rule.minimum ?? rule.exclusiveMinimum ?? 0
    const max = rule.maximum ?? Number.MAX_SAFE_INTEGER / 100
    const message = a.amount(min.toFixed(2), max.toFixed(2))
    if (isBlank(value)) {
      this.fail(name, a.required)
      return 0
    }
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
    if (
      !/^-?\d+(?:\.\d{1,2})?$/.test(text) &&
      !(typeof value === 'number' && Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6)
    ) {
      this.fail(name, message)
      return 0
    }
    const cents = Math.round(Number(text) * 100)
    if (!Number.isSafeInteger(cents) || cents < min * 100 || cents > max * 100) {
      this.fail(name, message)
      return 0
    }
    if ((options.nonZero || rule.exclusiveMinimum === 0) && cents === 0) {
      this.fail(name, a.notZero)
      return 0
    }
    return cents
  }

  /** `true`/`false` (also `1`/`0`); a missing flag is false, as an unticked checkbox sends nothing. */
  boolean(name: string): boolean {
    const value = this.#fields[name]
    if (value === undefined || value === null || value === '') return false
    if (value === true || value === 'true' || value === '1' || value === 1) return true
    if (value === false || value === 'false' || value === '0' || value === 0) return false
    this.fail(name, a.yesOrNo)
    return false
  }

  /** One of `values`: the contract's `enum` of the field, or the fake's own list. */
  oneOf<T extends string>(name: string, values: readonly T[]): T {
    const value = this.#fields[name]
    const match = values.find((candidate) => candidate === value)
    if (match === undefined) {
      this.fail(name, isBlank(value) ? a.required : a.oneOf(values))
      return values[0] as T
    }
    return match
  }

  optionalOneOf<T extends string>(name: string, values: readonly T[]): T | null {
    return isBlank(this.#fields[name]) ? null : this.oneOf(name, values)
  }

  url(name: string, options: TextRule = {}): string {
    const text = this.text(name, { maxLength: 2000, ...options })
    if (text !== '' && !this.failed(name) && !isHttpUrl(text)) this.fail(name, a.url)
    return text
  }

  optionalUrl(name: string): string | null {
    const text = this.optionalText(name, { maxLength: 2000 })
    if (text !== null && !this.failed(name) && !isHttpUrl(text)) this.fail(name, a.url)
    return text
  }

  /** A site path or an http(s) address. */
  link(name: string): string {
    const text = this.text(name, { maxLength: 2000 })
    if (text !== '' && !this.failed(name) && !isSiteLink(text)) this.fail(name, a.link)
    return text
  }

  optionalLink(name: string): string | null {
    const text = this.optionalText(name, { maxLength: 2000 })
    if (text !== null && !this.failed(name) && !isSiteLink(text)) this.fail(name, a.link)
    return text
  }

  /** An http(s) image address (an upload's URL), or the value the field already has. */
  image(name: string, current?: string): string {
    const value = this.#fields[name]
    if (current !== undefined && value === current) return current
    const text = this.text(name, { maxLength: 2000 })
    if (text !== '' && !this.failed(name) && !isHttpUrl(text)) this.fail(name, a.image)
    return text
  }

  /** An image per language, each as `image`. */
  localizedImage(name: string, current?: Localized): Localized {
    const value = this.#structured(name)
    if (!isRecord(value)) {
      if (!this.failed(name)) this.fail(name, a.required)
      return { ru: '', en: '' }
    }
    const nested = this.nested(name, value)
    return { ru: nested.image('ru', current?.ru), en: nested.image('en', current?.en) }
  }

  /** An ISO 8601 date-time, as epoch milliseconds. */
  date(name: string): number {
    const value = this.#fields[name]
    if (isBlank(value)) {
      this.fail(name, a.required)
      return 0
    }
    return this.#date(name, value)
  }

  optionalDate(name: string): number | null {
    const value = this.#fields[name]
    return isBlank(value) ? null : this.#date(name, value)
  }

  #date(name: string, value: unknown): number {
    const ms = typeof value === 'string' && ISO_DATE.test(value.trim()) ? Date.parse(value.trim()) : Number.NaN
    if (!Number.isFinite(ms)) {
      this.fail(name, a.date)
      return 0
    }
    return ms
  }

  /** Distinct positive ids, e.g. a card's badges. */
  ids(name: string, rule: Pick<FieldRule, 'maxItems'>): number[] {
    const max = rule.maxItems ?? Number.MAX_SAFE_INTEGER
    const value = isBlank(this.#fields[name]) ? [] : this.#structured(name)
    if (!Array.isArray(value) || value.length > max) {
      if (!this.failed(name)) this.fail(name, a.listLength(0, max))
      return []
    }
    const ids = value.filter(
      (item): item is number => typeof item === 'number' && Number.isSafeInteger(item) && item > 0,
    )
    if (ids.length !== value.length) this.fail(name, a.unknownId)
    return [...new Set(ids)]
  }

  /** Distinct strings, e.g. role names. */
  strings(name: string, rule: Pick<FieldRule, 'maxItems'> & { items: TextRule }): string[] {
    const max = rule.maxItems ?? Number.MAX_SAFE_INTEGER
    const value = isBlank(this.#fields[name]) ? [] : this.#structured(name)
    if (!Array.isArray(value) || value.length > max) {
      if (!this.failed(name)) this.fail(name, a.listLength(0, max))
      return []
    }
    const texts = value.map((item, index) =>
      this.#string(`${name}.${index}`, typeof item === 'string' ? item : null, rule.items),
    )
    return [...new Set(texts.filter((text) => text !== ''))]
  }

  /** A list of objects, each read by `item` with its fields named `name.<index>.<field>`. */
  list<T>(
    name: string,
    rule: Pick<FieldRule, 'minItems' | 'maxItems'>,
    item: (reader: InputReader, index: number) => T,
  ): T[] {
    const value = isBlank(this.#fields[name]) ? [] : this.#structured(name)
    if (!Array.isArray(value)) {
      if (!this.failed(name)) this.fail(name, a.json)
      return []
    }
    const min = rule.minItems ?? 0
    const max = rule.maxItems ?? Number.MAX_SAFE_INTEGER
    if (value.length < min || value.length > max) this.fail(name, a.listLength(min, max))
    return value.map((entry, index) => {
      if (!isRecord(entry)) {
        this.fail(`${name}.${index}`, a.json)
        return item(this.nested(`${name}.${index}`, {}), index)
      }
      return item(this.nested(`${name}.${index}`, entry), index)
    })
  }

  /** A reader of a nested object whose messages go to `name.<field>`. */
  nested(name: string, fields: Fields): InputReader {
    return new InputReader(fields, this.#errors, `${this.#prefix}${name}.`)
  }
}
