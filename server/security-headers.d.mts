/** The srvx middleware of security-headers.mjs: adds the site-wide security headers to every response. */
export function securityHeaders(request: Request, next: () => Response | Promise<Response>): Promise<Response>
