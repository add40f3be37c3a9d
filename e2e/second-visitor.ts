import type { Browser, Page } from '@playwright/test'
import { expect, test, waitForApp } from './fixtures.ts'
import { tenantCookie } from './tenants/cookie.ts'
import { AGE_CONFIRMED_AT_KEY } from '../src/features/consent/lib/age-confirmation.ts'
import { COOKIE_CONFIRMED_KEY, COOKIE_CONFIRMED_VALUE } from '../src/features/consent/lib/cookie-consent.ts'
import type { PersonaName } from '../mocks/personas.ts'

/**
 * A second visitor beside the test's own page, in a browser context of their own, signed in over
 * the worker's fake backend (only the http-api project has one to share: the demo's backend lives
 * in each page). Close it with `page.context().close()`.
 */
export async function openAs(
  browser: Browser,
  baseURL: string,
  apiBaseUrl: string,
  persona: PersonaName,
  path: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL })
  await context.addCookies([tenantCookie(test.info().parallelIndex)])
  await context.addInitScript(
    ({ ageKey, cookieKey, cookieValue }) => {
      localStorage.setItem(ageKey, String(Date.now()))
      localStorage.setItem(cookieKey, cookieValue)
    },
    { ageKey: AGE_CONFIRMED_AT_KEY, cookieKey: COOKIE_CONFIRMED_KEY, cookieValue: COOKIE_CONFIRMED_VALUE },
  )
  const page = await context.newPage()
  const response = await page.request.post(`${apiBaseUrl}/__control/sign-in?persona=${persona}`)
  expect(response.status()).toBeLessThan(300)
  await page.goto(path)
  await waitForApp(page)
  return page
}
