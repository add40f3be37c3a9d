/**
 * Cache-Control of a server-rendered page. Pages carry the visitor's own data (name, balance,
 * notifications, through the forwarded session cookie) and depend on their country (links hidden
 * for Russian visitors), so no shared cache may hand one visitor's page to another: browsers
 * keep it but ask again each time. A failed page is not kept at all, so a retry really retries.
 * Hashed assets are the cacheable part (server/start.mjs: one year, immutable).
 */
export function pageCacheControl(status: number): string {
  return status >= 400 ? 'no-store' : 'private, no-cache'
}
