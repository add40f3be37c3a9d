/**
 * A contract path as an msw pattern on any origin (worker, Node, HTTP):
 * `'/cases/{slug}'` -> `'*\/api/cases/:slug'`.
 */
export function apiPattern(path: string): string {
  return `*/api${path.replace(/\{(\w+)\}/g, ':$1')}`
}
