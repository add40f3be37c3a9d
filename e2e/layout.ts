import { expect, type Locator, type Page } from '@playwright/test'
import { test } from './fixtures.ts'

/**
 * Called at the top of a layout spec: its tests run in one project, the production server's.
 * Where a box lands depends on the stylesheet and the DOM React makes, the same wherever the fake
 * backend answers, and only the production server shows each width as a first load of its HTML.
 */
export function checkLayoutOnce(): void {
  test.skip(
    ({ backendMode }) => backendMode === 'browser-mock',
    'a layout does not depend on where the fake backend runs: checked once, in the production server project',
  )
}

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

/**
 * How many of the visible elements share each row (told apart by their tops, within 2 px). The
 * tops are read in one go: read one by one, a part that hydrates or a picture that arrives above
 * the list between two reads moves the later ones, and one row reads as two.
 */
export async function rowLengths(items: Locator): Promise<number[]> {
  const tops = await items.evaluateAll((elements) =>
    elements.map((element) => {
      // An entry rendered only near the screen (`content-visibility: auto`) gives its content no
      // box until then; its list item always has one, at the same top.
      const entry = element.closest('li') ?? element
      const rects = entry.getClientRects()
      return rects.length === 0 ? null : entry.getBoundingClientRect().top
    }),
  )
  const rows: { top: number; count: number }[] = []
  for (const [index, top] of tops.entries()) {
    if (top === null) throw new Error(`item ${index} of ${String(items)} has no box`)
    const row = rows.find((candidate) => Math.abs(candidate.top - top) <= 2)
    if (row) row.count += 1
    else rows.push({ top, count: 1 })
  }
  return rows.map((row) => row.count)
}
