import { expect, test } from '../fixtures.ts'
import { LOCALES, localizedPath, publicPages } from './public-pages.ts'

declare global {
  interface Window {
    intlFormatsMade: string[]
  }
}

/**
 * Notes every Intl number or date format the page makes: the first one costs a page's wake-up
 * about 20 ms at full speed (docs/performance.md), so public pages write numbers and dates by hand
 * and pick plural forms without Lingui's `<Plural>`. eslint keeps the app's own code from making
 * one; this catches a library or a path eslint cannot see.
 */
function recordIntlFormats(): void {
  window.intlFormatsMade = []
  const formats = Intl as unknown as Record<string, new (...args: unknown[]) => object>
  for (const name of ['NumberFormat', 'DateTimeFormat']) {
    formats[name] = new Proxy(formats[name]!, {
      construct(target, args: unknown[]) {
        window.intlFormatsMade.push(`Intl.${name} ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`)
        return Reflect.construct(target, args)
      },
    })
  }
}

for (const locale of LOCALES) {
  test(`the public pages hydrate with no console error, fetch nothing again (core included) and make no Intl format (${locale})`, async ({
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

    await page.addInitScript(recordIntlFormats)
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
        // The demo's fake backend, which runs in its page, makes its own.
        if (backendMode === 'http-api')
          expect(await page.evaluate(() => window.intlFormatsMade), 'Intl number and date formats made').toEqual([])
      })
    }
  })
}
