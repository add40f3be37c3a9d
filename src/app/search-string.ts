/** What the router's default search format tries to read as JSON (its own test, `jsonStart`). */
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/
/** JSON's whitespace, which may follow a value. */
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?[ \t\n\r]*$/
const LITERAL = /^(?:false|null|true)[ \t\n\r]*$/

/** Whether `JSON.parse(text)` would succeed, without letting it throw where a pattern can tell. */
function readsAsJson(text: string): boolean {
  const first = text.charCodeAt(0)
  // A JSON text starting with a digit or a minus is a number; with `f`, `n` or `t`, a literal.
  if (first === 0x2d || (first >= 0x30 && first <= 0x39)) return NUMBER.test(text)
  if (first === 0x66 || first === 0x6e || first === 0x74) return LITERAL.test(text)
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * A value as the router's default writes it: objects as JSON, and a string as JSON only when it
 * would otherwise read back as another value (`"1"`, `"true"`), so that the address reads back
 * the same.
 */
function searchValue(value: unknown): string {
  if (value && typeof value === 'object') {
    try {
      return JSON.stringify(value)
    } catch {
      // written as String() writes it, as the router does
    }
  } else if (typeof value === 'string') {
    return JSON_START.test(value) && readsAsJson(value) ? JSON.stringify(value) : value
  }
  return String(value)
}

/**
 * The router's default `stringifySearch`, with the same output, without its cost in a page with
 * many such links: it learns whether a string would read back as JSON by letting `JSON.parse`
 * throw, and each throw builds an error with its stack. A fair-play link carries two hex seeds,
 * and a seed starting with a digit took that path: a case page's 12 proof links were 3.8 % of
 * its render CPU (a profile under load), most of it in the thrown errors.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  let params: URLSearchParams | undefined
  for (const key in search) {
    const value = search[key]
    if (value !== undefined) (params ??= new URLSearchParams()).set(key, searchValue(value))
  }
  const text = params ? params.toString() : ''
  return text ? `?${text}` : ''
}
