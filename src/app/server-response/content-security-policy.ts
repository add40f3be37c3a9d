/** 128 random bits, as CSP nonces should be: a fresh one for every page the server renders. */
export function createCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** The page's origin spelled as CSP wants it ('self'), or the other origin with its socket scheme. */
function apiSources(apiBaseUrl: string, pageUrl: string): string[] {
  const api = new URL(apiBaseUrl, pageUrl)
  if (api.origin === new URL(pageUrl).origin) return []
  const socket = new URL(api.origin)
  socket.protocol = api.protocol === 'https:' ? 'wss:' : 'ws:'
  return [api.origin, socket.origin]
}

/**
 * The Content-Security-Policy of a server-rendered page.
 * - Scripts: this server's files and the inline scripts it wrote this time (TanStack Start's
 *   hydration data, React's streaming, the early-presses head script all carry the nonce); an
 *   injected `<script>` or event handler never runs.
 * - Connections: this server, the API and its socket.io channel (`ws(s):` on the API's origin;
 *   'self' covers the page's own `ws(s):` when the API shares the host).
 * - Images: content images are addresses the API's editors choose (any https host, a CDN) or
 *   inline `data:image/…` (both let through by `safeImageUrl`); an image runs nothing.
 * - Styles: this server's stylesheet and nonced `<style>` (the admin editor's); `style`
 *   attributes are allowed because components set CSS variables and sizes through React's
 *   `style` prop, which a server render writes as attributes. They cannot run code.
 * - No plugins, no `<base>` rewriting relative URLs, no framing by other sites, forms post here.
 */
export function contentSecurityPolicy({
  nonce,
  apiBaseUrl,
  pageUrl,
}: {
  nonce: string
  apiBaseUrl: string
  pageUrl: string
}): string {
  const api = apiSources(apiBaseUrl, pageUrl)
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", ...api.slice(0, 1), 'https:', 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...api],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}
