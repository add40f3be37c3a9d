// Headers every answer of `npm start` carries, files and pages alike. The page's own
// Content-Security-Policy (with its per-request nonce) is written by the render (src/server.ts),
// which knows the nonce and the API's address; HSTS belongs to whatever terminates TLS in front
// (deploy/nginx/freeskins.conf).

/** @type {Record<string, string>} */
const SECURITY_HEADERS = {
  // A file is what its Content-Type says: an uploaded image is never run as a script.
  'X-Content-Type-Options': 'nosniff',
  // Other sites learn where a visitor came from, not which page (a referral link's path stays here).
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The site uses none of these; a script that got in could not either.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  // A page this site opens (a partner's card link) gets no handle on this window.
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Older browsers that ignore `frame-ancestors`.
  'X-Frame-Options': 'DENY',
}

/**
 * A srvx middleware adding SECURITY_HEADERS to every response that has not set them itself.
 * Headers are set in place: reading `body` would turn a file's Node stream (srvx's static
 * middleware) into a web stream through Node's fetch code, whose close races a visitor who leaves
 * mid-download and crashes the process (`ReadableStream is already closed`, nodejs/undici#5715).
 * @param {Request} request
 * @param {() => Response | Promise<Response>} next
 */
export async function securityHeaders(request, next) {
  const response = await next()
  const missing = Object.entries(SECURITY_HEADERS).filter(([name]) => !response.headers.has(name))
  return missing.length === 0 ? response : setHeaders(response, Object.fromEntries(missing))
}

/**
 * Sets (or, for null, removes) headers in place, for the reason above; a response whose headers
 * cannot change (Response.redirect, a fetch's answer) is copied with them instead.
 * @param {Response} response
 * @param {Record<string, string | null>} changes
 */
export function setHeaders(response, changes) {
  const apply = (headers) => {
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) headers.delete(name)
      else headers.set(name, value)
    }
  }
  try {
    apply(response.headers)
    return response
  } catch {
    const headers = new Headers(response.headers)
    apply(headers)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
