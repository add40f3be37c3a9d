/**
 * The cookie that sends a test worker's requests to its own fake backend behind
 * e2e/tenants/serve.ts. Cookies ignore ports, so the one cookie reaches the app, whose server
 * render forwards it, and the API.
 */
const TENANT_COOKIE = 'e2e-tenant'

export function tenantCookie(worker: number): { name: string; value: string; url: string } {
  return { name: TENANT_COOKIE, value: String(worker), url: 'http://localhost' }
}

const TENANT_IN_HEADER = new RegExp(`(?:^|;\\s*)${TENANT_COOKIE}=(\\d+)`)

/** The worker a `Cookie` header names, or null when it names none. */
export function tenantOf(cookieHeader: string | undefined): number | null {
  const match = cookieHeader?.match(TENANT_IN_HEADER)
  return match ? Number(match[1]) : null
}
