import { expect, test } from '../fixtures.ts'
import { openTheCase } from './cases-steps.ts'

/*
 * Provably fair drops: the case page commits to the seeds, the drop links to its proof, revealing
 * the seeds in the profile makes it verifiable, and /games/fair recomputes it in the browser.
 */

const HASH = /^[0-9a-f]{64}$/

test('a drop is committed before the opening and verified in the browser once its seed is revealed', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await signInAs('regular')
  await gotoApp('/en/games/cases/daily-case')
  const commitment = page.getByRole('complementary', { name: 'Provably fair' })
  await expect(commitment).toContainText('nonce 0.')
  const committedHash = (await commitment.locator('code').first().textContent()) ?? ''
  expect(committedHash).toMatch(HASH)

  const drop = await openTheCase(page, 'daily-case')
  await page.getByRole('link', { name: 'Check this drop (nonce 0)' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Provably fair drops' })).toBeVisible()
  // Not yet verifiable: the seed is secret, the hash is the one published before the opening.
  await expect(page.getByRole('note')).toContainText(
    `The server seed of this drop is still secret. Its hash, published before the drop: ${committedHash}`,
  )
  await expect(page.getByRole('heading', { name: 'Result' })).toHaveCount(0)

  await gotoApp('/en/profile')
  const seeds = page.getByRole('region', { name: 'Provably fair' })
  await expect(seeds.getByText('Next nonce')).toBeVisible()
  await expect(seeds).toContainText(committedHash)
  await seeds.getByRole('button', { name: 'Reveal the server seed' }).click()
  await expect(page.getByText('New seeds are in use; the old server seed is revealed.')).toBeVisible()
  await expect(seeds.getByRole('heading', { name: 'Revealed seeds' })).toBeVisible()
  await expect(seeds.getByText(committedHash)).toHaveCount(1)

  await page
    .getByRole('region', { name: 'My drops' })
    .getByRole('link', { name: `Check the drop ${drop.marketHashName}` })
    .click()
  await expect(page.getByText('✓ Matches the hash published before the drop.')).toBeVisible()
  await expect(page.getByText(`✓ The same item the drop gave: ${drop.marketHashName}.`)).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Server seed' })).toHaveValue(/^[0-9a-f]{64}$/)

  // The next opening is committed to the new seeds.
  await gotoApp('/en/games/cases/daily-case')
  await expect(page.getByRole('complementary', { name: 'Provably fair' })).not.toContainText(committedHash)
})

test('in Russian, a drop from the profile and one from the live feed verify on /games/fair', async ({
  page,
  gotoApp,
  resetBackend,
}) => {
  await resetBackend('rich-with-open-case')
  await gotoApp('/profile')
  await page
    .getByRole('region', { name: 'Доказуемая честность' })
    .getByRole('button', { name: 'Раскрыть серверный сид' })
    .click()
  await expect(page.getByText('Действуют новые сиды; старый серверный сид раскрыт.')).toBeVisible()
  await page
    .getByRole('region', { name: 'Мои дропы' })
    .getByRole('link', { name: /^Проверить дроп / })
    .click()
  await expect(page.getByText('✓ Совпадает с хешем, опубликованным до дропа.')).toBeVisible()
  await expect(page.getByText(/^✓ Тот же предмет, что выпал: /)).toBeVisible()

  // The oldest entry of the feed: a seeded drop whose owner has rotated since.
  await gotoApp('/games')
  await page.getByRole('list', { name: 'Последние дропы' }).getByRole('link').last().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Доказуемо честные дропы' })).toBeVisible()
  await expect(page.getByText(/^✓ Тот же предмет, что выпал: /)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Результат' })).toBeVisible()
})

test('a seeded drop checked with another nonce is not passed off as its proof, whatever item the roll lands on', async ({
  page,
  gotoApp,
}) => {
  await gotoApp('/en/games/fair?drop=1&nonce=999999')
  await expect(page.getByText('✓ Matches the hash published before the drop.')).toBeVisible()
  await expect(page.getByText(/^✗ Not the drop's nonce \(it was \d+\): these inputs draw /)).toBeVisible()
  await expect(page.getByText(/^✓ The same item the drop gave/)).toHaveCount(0)
})
