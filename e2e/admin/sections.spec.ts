import { expect, test } from '../faults/console-guard.ts'
import { panelNav } from './panel.ts'

/**
 * Moving from one section's list to another's in the panel, with the new list's answer held
 * until the test has looked at the loading state: the page component stays, and the last
 * section's rows must not stay under the new columns meanwhile (they threw in the badges and
 * users columns).
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
  liftFault,
}) => {
  await signInAs('admin')
  await gotoApp('/en/admin/cards')
  const main = page.getByRole('main')
  await expect(main.getByRole('table')).toBeVisible()

  for (const section of SECTIONS) {
    await planFault(section.path, { hold: true })
    await panelNav(page).getByRole('link', { name: section.link, exact: true }).click()
    await expect(main.getByRole('heading', { level: 1, name: section.link })).toBeVisible()
    await expect(main.getByRole('status').filter({ hasText: section.loading })).toBeAttached()
    await expect(main.getByRole('table')).toHaveCount(0)
    await liftFault(section.path)
    await expect(main.getByRole('table')).toBeVisible()
  }
})
