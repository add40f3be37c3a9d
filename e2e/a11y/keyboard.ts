import { expect, type Locator, type Page } from '@playwright/test'

/** What Tab stops on (radio groups count once per radio here, which only adds presses). */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

async function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement))
}

/**
 * Tab and Shift+Tab each go once round the container's controls and further: the focus never
 * leaves it (a modal's focus trap).
 */
export async function expectFocusTrapped(page: Page, container: Locator): Promise<void> {
  expect(await focusIsInside(container), 'the focus starts inside').toBe(true)
  const stops = await container.evaluate((element, selector) => element.querySelectorAll(selector).length, TABBABLE)
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 1; press <= stops + 1; press++) {
      await page.keyboard.press(key)
      expect(await focusIsInside(container), `${key} × ${press} stays inside`).toBe(true)
    }
  }
}

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target, `reached with at most ${limit} Tabs`).toBeFocused()
}
