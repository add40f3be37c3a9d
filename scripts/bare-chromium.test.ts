import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBareChromium, openBarePage, type BareChromium } from './bare-chromium.ts'

describe('a bare Chromium page', () => {
  let browser: BareChromium
  beforeAll(async () => {
    browser = await launchBareChromium()
  })
  afterAll(() => {
    browser.close()
  })

  it('runs a script before the document, waits for a condition and reads values back', async () => {
    const page = await openBarePage(browser)
    try {
      await page.send('Page.enable')
      await page.send('Page.addScriptToEvaluateOnNewDocument', { source: 'window.__before = document.readyState' })
      await page.send('Page.navigate', { url: 'data:text/html,<title>bare</title><p>page</p>' })
      await page.waitFor(`document.title === 'bare'`, 10_000, 20)
      expect(await page.evaluate('({ before: window.__before, text: document.body.textContent })')).toEqual({
        before: 'loading',
        text: 'page',
      })
    } finally {
      await page.close()
    }
  })

  it('says what failed: a script error, a false condition, an unknown method', async () => {
    const page = await openBarePage(browser)
    try {
      await expect(page.evaluate(`(() => { throw new Error('broken') })()`)).rejects.toThrow('broken')
      await expect(page.waitFor('false', 100, 20)).rejects.toThrow('Still false after 100 ms: false')
      await expect(page.send('Nothing.here')).rejects.toThrow(/^Nothing.here: /)
    } finally {
      await page.close()
    }
  })

  it('gives each page a context of its own: storage is not shared', async () => {
    const server = createServer((_request, response) => response.end('<title>origin</title>'))
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    const first = await openBarePage(browser)
    const second = await openBarePage(browser)
    try {
      for (const page of [first, second]) {
        await page.send('Page.navigate', { url })
        await page.waitFor(`document.title === 'origin'`, 10_000, 20)
      }
      await first.evaluate(`localStorage.setItem('visited', 'yes')`)
      expect(await first.evaluate(`localStorage.getItem('visited')`)).toBe('yes')
      expect(await second.evaluate(`localStorage.getItem('visited')`)).toBeNull()
    } finally {
      await first.close()
      await second.close()
      server.close()
    }
  })
})
