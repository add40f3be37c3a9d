import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { apiGet, type CardPage } from '../api.ts'

test.skip(
  ({ backendMode }) => backendMode !== 'http-api',
  'Response headers come from npm start; the static demo server sends none of its own',
)

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text())
  })
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return async () => [...(await page.evaluate(() => window.__cspViolations ?? [])), ...console]
}

function directivesOf(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources.join(' ')]
    }),
  )
}

test('pages are sent with a nonce-based Content-Security-Policy and the other security headers', async ({
  page,
  apiBaseUrl,
}) => {
  const first = await page.request.get('/en')
  const second = await page.request.get('/en')
  const headers = first.headers()
  const policy = directivesOf(headers['content-security-policy'])
  const nonce = /'nonce-([^']+)'/.exec(policy.get('script-src') ?? '')?.[1]
  expect(nonce, 'script-src names a nonce').toBeTruthy()
  expect(policy.get('script-src')).not.toContain('unsafe-inline')
  expect(policy.get('object-src')).toBe("'none'")
  expect(policy.get('base-uri')).toBe("'none'")
  expect(policy.get('frame-ancestors')).toBe("'none'")
  const apiOrigin = new URL(apiBaseUrl).origin
  expect(policy.get('connect-src')?.split(' ').sort()).toEqual(
    ["'self'", apiOrigin, apiOrigin.replace(/^http/, 'ws')].sort(),
  )
  expect(second.headers()['content-security-policy']).not.toContain(nonce)

  // Every inline script of the page carries this response's nonce.
  const html = await first.text()
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)

  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(headers['permissions-policy']).toContain('camera=()')

  const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(asset).toBeTruthy()
  const assetHeaders = (await page.request.get(asset!)).headers()
  expect(assetHeaders['x-content-type-options']).toBe('nosniff')
  expect(assetHeaders['cache-control']).toContain('immutable')
})

test('public pages hydrate under the policy with nothing blocked', async ({
  page,
  gotoApp,
  backendMode,
  apiBaseUrl,
}) => {
  const violations = await watchViolations(page)
  await gotoApp('/')
  const { data } = await apiGet<CardPage>(page, backendMode, apiBaseUrl, '/cards')
  await gotoApp(`/en/cards/${data[0]!.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await gotoApp('/en/articles')
  await page.getByRole('main').getByRole('link').filter({ hasText: /\w/ }).first().click()
  await expect(page).toHaveURL(/\/en\/articles\/[\w-]+$/)
  expect(await violations()).toEqual([])
})

test('signed in: a case page, the shop and the client-only admin panel with its editor run with nothing blocked', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  const violations = await watchViolations(page)
  await signInAs('admin')
  await gotoApp('/en/games/cases/daily-case')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await gotoApp('/en/shop')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await gotoApp('/en/admin/articles/new')
  // The rich-text editor (TipTap) adds its base styles as a <style> element: nonced.
  await expect(page.getByRole('textbox', { name: 'Text, English' })).toBeVisible()
  expect(await violations()).toEqual([])
})
