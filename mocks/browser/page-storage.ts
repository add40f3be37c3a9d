/**
 * The page's `localStorage` (the origin's, shared by its tabs) or `sessionStorage` (this tab's),
 * or null where the page may not use it: opaque origins and some privacy modes throw on access.
 */
export function pageStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return globalThis[kind]
  } catch {
    return null
  }
}
