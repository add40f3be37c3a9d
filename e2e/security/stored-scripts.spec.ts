import type { Page } from '@playwright/test'
import { expect, failedRequestLine, test } from '../fixtures.ts'

declare global {
  interface Window {
    __pwned?: string
  }
}

/** Every way a stored text could try to run code here sets `window.__pwned`. */
const ATTACK_HTML = [
  '<h2 id="stored">Stored markup</h2><p>Before</p>',
  `<script>window.__pwned = 'script'</script>`,
  `<img src="/no-such-image.png" alt="probe image" onerror="window.__pwned = 'img onerror'">`,
  `<a href="javascript:window.__pwned = 'link'">javascript link</a>`,
  `<a href="https://example.com/ok">safe link</a>`,
  `<svg onload="window.__pwned = 'svg'"></svg>`,
  `<iframe src="javascript:window.__pwned = 'iframe'"></iframe>`,
  `<p onmouseover="window.__pwned = 'hover'">After</p>`,
].join('')

const ATTACK_COMMENT = `<script>window.__pwned = 'comment'</script><img src=x onerror="window.__pwned = 'comment img'"> javascript:alert(1)`

/** Stores a published article through the admin API, as the panel's form does (multipart, objects as JSON text). */
async function storeArticle(page: Page, apiBaseUrl: string): Promise<string> {
  const slug = 'stored-script-probe'
  const previewUrl = new URL('/favicon.svg', page.url()).href
  const fields = {
    slug,
    title: JSON.stringify({ ru: 'Проба скриптов', en: 'Script probe' }),
    description: JSON.stringify({ ru: 'Проба', en: 'Probe' }),
    // The API refuses addresses that are not http(s) in its URL fields; in HTML it keeps them.
    preview: JSON.stringify({ ru: previewUrl, en: previewUrl }),
    text: JSON.stringify({ ru: ATTACK_HTML, en: ATTACK_HTML }),
    promocode: '',
    url: '',
    published: JSON.stringify(true),
    seoTitle: JSON.stringify({ ru: null, en: null }),
    seoDescription: JSON.stringify({ ru: null, en: null }),
  }
  const { status, answer } = await page.evaluate(
    async ({ url, entries }) => {
      const body = new FormData()
      for (const [name, value] of entries) body.append(name, value)
      const response = await fetch(url, { method: 'POST', body, credentials: 'include' })
      return { status: response.status, answer: await response.text() }
    },
    { url: `${apiBaseUrl}/admin/articles`, entries: Object.entries(fields) },
  )
  expect(status, `the admin API stores the article: ${answer}`).toBe(201)
  return slug
}

test('a stored article and comment full of scripts run nothing, and only http(s) links are followed', async ({
  page,
  gotoApp,
  signInAs,
  apiBaseUrl,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(
    'the stored handlers are refused by the page policy, and their image points nowhere',
    /^Executing inline event handler violates the following Content Security Policy directive /,
    failedRequestLine(404),
  )
  await signInAs('admin')
  await gotoApp('/en')
  const slug = await storeArticle(page, apiBaseUrl)

  await gotoApp(`/en/articles/${slug}`)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Stored markup' })).toBeVisible()
  await expect(main.getByText('After', { exact: true })).toBeVisible()
  // The stored markup reached the page without anything that runs.
  await expect(main.locator('script, iframe, [onerror], [onload], [onmouseover]')).toHaveCount(0)
  await expect(page.locator('a[href^="javascript:" i], img[src^="javascript:" i]')).toHaveCount(0)
  await expect(main.getByRole('link', { name: 'safe link' })).toHaveAttribute('href', 'https://example.com/ok')
  await main.getByText('javascript link').click()
  await main.getByText('After', { exact: true }).hover()
  await expect(page).toHaveURL(new RegExp(`/en/articles/${slug}$`))

  const reviews = main.getByRole('region', { name: 'Comments and reviews' })
  const form = reviews.getByRole('form', { name: 'Leave a comment' })
  await form.getByRole('radio', { name: '5 stars' }).check()
  await form.getByRole('textbox', { name: 'Your comment' }).fill(ATTACK_COMMENT)
  await form.getByRole('button', { name: 'Publish comment' }).click()
  // The comment shows as the text it is.
  await expect(reviews.getByRole('article').first()).toContainText(`<script>window.__pwned = 'comment'</script>`)

  // Reloaded, the server render (http-api) or the client render (demo) shows both again.
  await gotoApp(`/en/articles/${slug}`)
  await expect(reviews.getByRole('article').first()).toContainText('javascript:alert(1)')
  await expect(main.locator('script, [onerror]')).toHaveCount(0)
  // Images have settled (loaded or failed), so an onerror would have run by now.
  await main
    .locator('img')
    .evaluateAll((images) =>
      Promise.all((images as HTMLImageElement[]).map((image) => image.decode().catch(() => undefined))),
    )
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined()
})
