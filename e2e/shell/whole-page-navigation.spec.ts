import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'

/**
 * A page's deferred parts (src/shared/lib/lazy-hydrated.tsx: banners, sections lower on the page,
 * forms) have code of their own. A navigation inside the app brings that code along with the
 * page's data (each route's loader preloads it), so the page appears whole: the commit that
 * shows its heading holds the parts too, instead of their popping in one by one afterwards.
 */

/**
 * Records what the page holds at the first DOM change that shows a level-1 heading starting with
 * `heading`: the labels in it and the text of its level-2 headings, buttons and links.
 */
async function recordFirstShown(page: Page, heading: string): Promise<void> {
  await page.evaluate((expected) => {
    const shown = new Promise<string[]>((resolve) => {
      const observer = new MutationObserver(() => {
        const title = document.querySelector('main h1')?.textContent?.trim()
        if (!title?.startsWith(expected)) return
        observer.disconnect()
        const main = document.querySelector('main')!
        resolve([
          ...[...main.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label') ?? ''),
          ...[...main.querySelectorAll('h2, button, a')].map((element) => element.textContent?.trim() ?? ''),
        ])
      })
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    })
    Object.assign(window, { firstShown: shown })
  }, heading)
}

// Wide enough for the header's own links (below 1200 px they are in the burger menu).
test.use({ viewport: { width: 1440, height: 900 } })

const firstShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstShown: Promise<string[]> }).firstShown)

test('the front page appears with its banners, top sites and top cases at once', async ({ page, gotoApp }) => {
  await gotoApp('/en/shop')
  await recordFirstShown(page, 'Free CS2, Rust and Dota 2 skins')
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click()

  const shown = await firstShown(page)
  expect(shown).toEqual(
    expect.arrayContaining([
      'Advertisement',
      'Top sites',
      'Advertisement in the middle of the page',
      'Daily case',
      'Advertisement at the bottom of the page',
    ]),
  )
})

test('a site’s page appears with its banners and similar sites at once', async ({ page, gotoApp }) => {
  await gotoApp('/en')
  const firstCard = page.getByRole('region', { name: 'Top sites' }).getByRole('listitem').first().getByRole('heading')
  const title = (await firstCard.textContent())?.trim() ?? ''
  expect(title).not.toBe('')
  await recordFirstShown(page, title)
  await page.getByRole('region', { name: 'Top sites' }).getByRole('link', { name: title, exact: true }).first().click()

  const shown = await firstShown(page)
  expect(shown).toEqual(
    expect.arrayContaining([
      'Advertisement',
      'Similar sites',
      'Comments and reviews',
      'Advertisement at the bottom of the page',
    ]),
  )
})

test('the shop appears with its filters at once', async ({ page, gotoApp }) => {
  await gotoApp('/en')
  await recordFirstShown(page, 'Skin shop')
  await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).click()

  const shown = await firstShown(page)
  expect(shown).toEqual(expect.arrayContaining(['Shop filters', 'Apply']))
})

test('a case appears with its opening form at once', async ({ page, gotoApp, signInAs }) => {
  await signInAs('regular')
  await gotoApp('/en/games/cases')
  await recordFirstShown(page, 'Daily case')
  await page
    .getByRole('main')
    .getByRole('link', { name: /Daily case/ })
    .first()
    .click()

  const shown = await firstShown(page)
  expect(shown).toEqual(expect.arrayContaining(['Open the case']))
})
