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
  // The main page says why, and offers the way in.
  const signInNotice = page.getByRole('region', { name: 'Sign in to open that page' })
  await expect(signInNotice).toBeVisible()
  await expect(signInNotice.getByRole('button', { name: 'Sign in' })).toBeEnabled()
  await signInAs('regular')
  await gotoApp('/admin/categories')
  await page.waitForURL((url) => url.pathname === '/')
  const noAccessNotice = page.getByRole('region', { name: 'Эта страница закрыта для вашего аккаунта' })
  await expect(noAccessNotice).toBeVisible()
  await expect(panelNav(page)).toHaveCount(0)
  // Dismissed, it is gone from the page and from the address.
  await noAccessNotice.getByRole('link', { name: 'Закрыть' }).click()
  await page.waitForURL((url) => url.pathname === '/' && url.search === '')
  await expect(page.getByRole('region', { name: 'Эта страница закрыта для вашего аккаунта' })).toHaveCount(0)
})

test('a guest sent from the profile signs in from the main page and comes back to it', async ({ page, gotoApp }) => {
  await gotoApp('/en/profile?page=2')
  await page.waitForURL((url) => url.pathname === '/en')
  const notice = page.getByRole('region', { name: 'Sign in to open that page' })
  await notice.getByRole('button', { name: 'Sign in' }).click()
  // The fake game platform's sign-in page: pick a persona, and the platform sends the visitor back.
  await page.getByRole('link', { name: /\(regular\)/ }).click()
  await page.waitForURL((url) => url.pathname === '/en/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
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
