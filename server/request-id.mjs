// Every request gets an id, which the access log, the server render's API calls and the answer
// all carry, so one visitor's request can be followed through the proxy, this server and the API.

/** What a proxy or load balancer typically sends (UUIDs, hex or base64 tokens); anything else is replaced. */
const TRUSTED_ID = /^[\w.:+/=-]{1,128}$/

/**
 * The request's id: the one the proxy in front gave (`X-Request-Id`), else a new one, which is then
 * set on the request itself so the render forwards it to the API (src/app/request-context.ts).
 * @param {Request} request
 */
export function ensureRequestId(request) {
  const given = request.headers.get('x-request-id')
  if (given !== null && TRUSTED_ID.test(given)) return given
  const id = crypto.randomUUID()
  request.headers.set('x-request-id', id)
  return id
}
