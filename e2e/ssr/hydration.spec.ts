import { expect, test } from '../fixtures.ts'
import { LOCALES, localizedPath, publicPages } from './public-pages.ts'

for (const locale of LOCALES) {
  test(`the public pages hydrate with no console error and fetch nothing again, core included (${locale})`, async ({
    page,
    gotoApp,
    backendMode,
    apiBaseUrl,
  }) => {
    const problems: string[] = []
    const apiCalls: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
    page.on('request', (request) => {
      const url = new URL(request.url())
      // Pictures are the API's too (served by address, as a CDN would): loading them is no refetch.
      if (url.pathname.includes('/api/') && request.resourceType() !== 'image')
        apiCalls.push(`${request.method()} ${url.pathname}`)
    })

    // The demo's fake backend answers from inside a loaded page.
    await gotoApp(localizedPath(locale, '/'))
    for (const target of await publicPages(page, backendMode, apiBaseUrl, locale)) {
      await test.step(target.name, async () => {
        problems.length = 0
        apiCalls.length = 0
        await gotoApp(localizedPath(locale, target.path))
        await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible()
        await page.waitForLoadState('networkidle')
        expect(problems, 'console errors and warnings').toEqual([])
        // The server's data travels with the page: the browser asks the API for none of it again
        // (the static demo has no server, so there the browser loads everything itself).
        if (backendMode === 'http-api') expect(apiCalls, 'API calls made by the browser').toEqual([])
      })
    }
  })
}
