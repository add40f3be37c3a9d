import { expect, test } from '../fixtures.ts'
import { apiGet, type ArticlePage } from '../api.ts'

test('the article list pages through ?page= and opens an article with its contents', async ({
  page,
  gotoApp,
  backendMode,
  apiBaseUrl,
}) => {
  await gotoApp('/en')
  const second = await apiGet<ArticlePage>(page, backendMode, apiBaseUrl, '/articles?page=2')
  const article = second.data[0]!

  await gotoApp('/en/articles')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible()
  await main.getByRole('navigation', { name: 'Pages of the article list' }).getByRole('link', { name: 'Next' }).click()
  await page.waitForURL((url) => url.searchParams.get('page') === '2')
  await expect(main.getByRole('heading', { level: 2, name: article.title })).toBeVisible()

  // The page is part of the address: a reload shows the same page.
  await page.reload()
  await expect(main.getByRole('heading', { level: 2, name: article.title })).toBeVisible()

  await main.getByRole('heading', { level: 2, name: article.title }).getByRole('link').click()
  await page.waitForURL((url) => url.pathname === `/en/articles/${article.slug}`)
  await expect(main.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
  await expect(main.getByText(/views?$/).first()).toBeVisible()
  await expect(main.getByRole('img', { name: /^Rating |^No ratings yet$/ }).first()).toBeVisible()

  const toc = main.getByRole('navigation', { name: 'Contents' })
  if ((await toc.count()) > 0) {
    const link = toc.getByRole('link').first()
    const target = decodeURIComponent(((await link.getAttribute('href')) ?? '#').slice(1))
    await link.click()
    await expect(page.locator(`[id="${target}"]`)).toBeInViewport()
  }
  await expect(main.getByRole('region', { name: 'Comments and reviews' })).toBeVisible()
})

test('a signed-in reader comments on the article in words about the article, not about a site', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  await signInAs('regular')
  await gotoApp('/en/articles')
  const main = page.getByRole('main')
  await main.getByRole('heading', { level: 2 }).getByRole('link').first().click()
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
  const form = main.getByRole('form', { name: 'Leave a comment' })
  await expect(form.getByRole('group', { name: 'Rate the article' })).toBeVisible()
  const text = form.getByRole('textbox', { name: 'Your comment' })
  await expect(text).toHaveAccessibleDescription(/Was the article useful\?/)
  await expect(form.getByRole('button', { name: 'Publish comment' })).toBeVisible()
  await expect(main.getByText('What did you get, and how quickly?')).toHaveCount(0)
})

test('the article page sets its head: canonical, hreflang and Open Graph', async ({
  page,
  gotoApp,
  backendMode,
  apiBaseUrl,
}) => {
  test.skip(
    backendMode === 'browser-mock',
    'Head tags are written by the server render; the static demo renders in the browser only.',
  )
  await gotoApp('/en')
  const { data } = await apiGet<ArticlePage>(page, backendMode, apiBaseUrl, '/articles')
  const slug = data[0]!.slug
  await gotoApp(`/en/articles/${slug}`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/en/articles/${slug}$`))
  await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute(
    'href',
    new RegExp(`[^n]/articles/${slug}$`),
  )
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    new RegExp(`[^n]/articles/${slug}$`),
  )
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)
  expect(await page.title()).not.toBe('')
})
