import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Ticks the captcha as a visitor does, and waits until the box holds the tick. Not `check()`,
 * which wants the box checked the moment it is clicked: on a server-rendered page the box can
 * still be waiting for its part to hydrate (the forms are `lazyHydrated`), and React taking it
 * over right after the click shows it empty until `src/app/early-presses.ts` gives it the tick
 * back. Seen on a loaded machine in the case opening.
 */
export async function tickCaptcha(scope: Page | Locator, name: string | RegExp = "I'm not a robot"): Promise<void> {
  const box = scope.getByRole('checkbox', { name })
  await box.click()
  await expect(box).toBeChecked()
}
