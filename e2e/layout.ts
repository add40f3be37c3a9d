import { expect, type Locator, type Page } from '@playwright/test'

/** The page does not scroll sideways: nothing sticks out past the window's right edge. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, 'the page is no wider than the window').toBeLessThanOrEqual(innerWidth)
}

/** A locator's box on the page; fails when it has none (hidden). */
export async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${String(locator)} has no box`)
  return box
}

/** How many of the visible elements share each row (told apart by their tops, within 2 px). */
export async function rowLengths(items: Locator): Promise<number[]> {
  const rows: { top: number; count: number }[] = []
  for (const item of await items.all()) {
    const { y } = await boxOf(item)
    const row = rows.find((candidate) => Math.abs(candidate.top - y) <= 2)
    if (row) row.count += 1
    else rows.push({ top: y, count: 1 })
  }
  return rows.map((row) => row.count)
}
