/**
 * The API takes form data; nested objects and arrays travel as JSON text (spec section 7).
 * `undefined` and `null` fields are left out, as an HTML form would.
 */
export function toFormData(body: unknown): FormData {
  const form = new FormData()
  if (typeof body !== 'object' || body === null) return form
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue
    if (value instanceof Blob) form.append(key, value)
    else if (typeof value === 'object') form.append(key, JSON.stringify(value))
    else form.append(key, String(value))
  }
  return form
}
