/** The srvx middleware of security-headers.mjs: adds the site-wide security headers to every response. */
export function securityHeaders(request: Request, next: () => Response | Promise<Response>): Promise<Response>
/** Sets (null: removes) headers in place, or on a copy when the response's headers cannot change. */
export function setHeaders(response: Response, changes: Record<string, string | null>): Response
