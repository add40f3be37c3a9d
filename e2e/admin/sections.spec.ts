import { expect, test } from '../faults/console-guard.ts'
import { panelNav } from './panel.ts'

/**
 * Moving from one section's list to another's in the panel, with the new list's answer held a
 * while (10 s: on a loaded machine the checks before it took 5 s): the page
 * component stays, and the last section's rows must not stay under the new columns meanwhile
 * (they threw in the badges and users columns).
 */
const SECTIONS = [
  { link: 'Badges', path: '/admin/badges', loading: 'Loading Badges…' },
  { link: 'Users', path: '/admin/users', loading: 'Loading Users…' },
] as const

test('moving between sections shows each list loading, then its own rows, with nothing in the console', async ({
  page,
  gotoApp,
  signInAs,
  planFault,
}) => {
  // Two answers held 10 s each, on top of the usual page loads.
  test.slow()
  await signInAs('admin')
  await gotoApp('/en/admin/cards')
  const main = page.getByRole('main')
  await expect(main.getByRole('table')).toBeVisible()

  for (const section of SECTIONS) {
    await planFault(section.path, { delayMs: 10_000 })
    await panelNav(page).getByRole('link', { name: section.link, exact: true }).click()
    await expect(main.getByRole('heading', { level: 1, name: section.link })).toBeVisible()
    await expect(main.getByRole('status').filter({ hasText: section.loading })).toBeAttached()
    await expect(main.getByRole('table')).toHaveCount(0)
    await expect(main.getByRole('table')).toBeVisible({ timeout: 30_000 })
  }
})
