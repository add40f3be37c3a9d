import { expect, test } from '../fixtures.ts'
import { apiCall } from '../api.ts'
import { panelNav } from './panel.ts'

test('guests and regular users are sent from the panel to the main page of their language', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  await gotoApp('/en/admin')
  await page.waitForURL((url) => url.pathname === '/en')
  await signInAs('regular')
  await gotoApp('/admin/categories')
  await page.waitForURL((url) => url.pathname === '/')
  await expect(panelNav(page)).toHaveCount(0)
})

test('the API answers 401 to guests and 403 with its reason to regular users', async ({
  page,
  gotoApp,
  signInAs,
  backendMode,
  apiBaseUrl,
}) => {
  await gotoApp('/en')
  expect((await apiCall(page, backendMode, apiBaseUrl, '/admin/categories')).status).toBe(401)
  await signInAs('regular')
  expect(await apiCall(page, backendMode, apiBaseUrl, '/admin/access')).toEqual({
    status: 403,
    body: { error: 'You have no access to the admin panel.' },
  })
})

test('an admin sees every section; the panel is not indexed', async ({ page, gotoApp, signInAs }) => {
  await signInAs('admin')
  await gotoApp('/en/admin')
  const nav = panelNav(page)
  for (const section of ['Articles', 'Categories', 'Cards', 'Cases', 'Giveaways', 'Notifications', 'Users', 'Roles']) {
    await expect(nav.getByRole('link', { name: section, exact: true })).toBeVisible()
  }
  await expect(nav.getByRole('link')).toHaveCount(17)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('an articles editor sees only articles, is sent away from other sections and refused by the API', async ({
  page,
  gotoApp,
  signInAs,
  backendMode,
  apiBaseUrl,
}) => {
  await signInAs('editor')
  await gotoApp('/en/admin')
  const nav = panelNav(page)
  await expect(nav.getByRole('link', { name: 'Articles', exact: true })).toBeVisible()
  // The panel's home and its one section.
  await expect(nav.getByRole('link')).toHaveCount(2)

  await gotoApp('/en/admin/categories')
  await page.waitForURL((url) => url.pathname === '/en')
  expect(await apiCall(page, backendMode, apiBaseUrl, '/admin/categories')).toEqual({
    status: 403,
    body: { error: 'You may not manage categories.' },
  })
  expect(await apiCall(page, backendMode, apiBaseUrl, '/admin/categories', { locale: 'ru' })).toEqual({
    status: 403,
    body: { error: 'У вас нет прав управлять категориями.' },
  })
})
