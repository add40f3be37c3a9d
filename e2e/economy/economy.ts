import { expect, type Locator, type Page } from '@playwright/test'
import type { BackendMode } from '../fixtures.ts'

/** The user button of the header, which shows the live balance. */
export function headerBalance(page: Page, steamName: string): Locator {
  return page.getByRole('banner').getByRole('link', { name: new RegExp(steamName) })
}

/** An English coin amount as shown ("50,000.00 coins", "1,251.25") in hundredths. */
export function centsOf(text: string): number {
  const match = /(\d[\d,]*\.\d{2})/.exec(text)
  if (!match?.[1]) throw new Error(`no amount in "${text}"`)
  return Math.round(Number(match[1].replace(/,/g, '')) * 100)
}

/** Hundredths as the English site writes them: 49,992.08. */
export function coinsText(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}

/** A POST of the API as the page makes it (form data, its session), answering the status and body. */
export async function apiPost(
  page: Page,
  backendMode: BackendMode,
  apiBaseUrl: string,
  path: string,
  form: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  if (backendMode === 'http-api') {
    const response = await page.request.post(`${apiBaseUrl}${path}`, {
      multipart: form,
      headers: { 'Accept-Language': 'en' },
    })
    return { status: response.status(), body: (await response.json()) as unknown }
  }
  return page.evaluate(
    async ({ url, fields }) => {
      const body = new FormData()
      for (const [key, value] of Object.entries(fields)) body.append(key, value)
      const response = await fetch(url, {
        method: 'POST',
        body,
        credentials: 'include',
        headers: { 'Accept-Language': 'en' },
      })
      return { status: response.status, body: (await response.json()) as unknown }
    },
    { url: `/api${path}`, fields: form },
  )
}

/** Marks the page, so a test can tell later that it was never reloaded. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Reflect.set(window, '__economyMark', true))
}

export async function expectSamePage(page: Page): Promise<void> {
  expect(await page.evaluate(() => Reflect.get(window, '__economyMark') === true), 'the page was not reloaded').toBe(
    true,
  )
}
