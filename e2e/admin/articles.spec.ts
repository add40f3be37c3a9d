import type { Locator, Page } from '@playwright/test'
import { expect, failedRequestLine, test } from '../fixtures.ts'
import { fillBoth, uploadImage } from './panel.ts'

/** Writes a heading and a paragraph in a rich-text field, through its toolbar. */
async function writeText(page: Page, form: Locator, label: string, heading: string, paragraph: string): Promise<void> {
  const editor = form.getByRole('textbox', { name: label, exact: true })
  await editor.click()
  await form
    .getByRole('toolbar', { name: `Formatting: ${label}` })
    .getByRole('button', { name: 'Heading H2' })
    .click()
  await page.keyboard.type(heading)
  await page.keyboard.press('Enter')
  await page.keyboard.type(paragraph)
}

test('an articles editor writes and publishes an article; visitors read it with its contents in both languages', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  test.slow()
  await signInAs('editor')
  await gotoApp('/en/admin/articles/new')
  const form = page.getByRole('main')
  await fillBoth(form, 'Title', 'Как собрать инвентарь', 'How to build an inventory')
  await form.getByRole('textbox', { name: 'Slug' }).fill('build-an-inventory')
  await fillBoth(form, 'Description', 'С чего начать без вложений.', 'Where to start without spending.')
  const preview = form.getByRole('group', { name: 'Preview image', exact: true })
  await uploadImage(preview, 'Russian')
  await uploadImage(preview, 'English')
  await writeText(page, form, 'Text, Russian', 'С чего начать', 'Откройте бесплатные кейсы.')
  await writeText(page, form, 'Text, English', 'Where to start', 'Open the free cases.')

  // The preview shows the text as the site will, its contents included.
  await form.getByRole('button', { name: 'Preview: Text, English' }).click()
  await expect(
    form.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Where to start' }),
  ).toBeVisible()

  await form.getByRole('checkbox', { name: 'Published' }).check()
  await form.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('Created: How to build an inventory')).toBeVisible()

  for (const [prefix, title, heading, paragraph] of [
    ['/en', 'How to build an inventory', 'Where to start', 'Open the free cases.'],
    ['', 'Как собрать инвентарь', 'С чего начать', 'Откройте бесплатные кейсы.'],
  ] as const) {
    await gotoApp(`${prefix}/articles/build-an-inventory`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    await expect(main.getByText(paragraph)).toBeVisible()
    await main
      .getByRole('navigation', { name: prefix ? 'Contents' : 'Содержание' })
      .getByRole('link', { name: heading })
      .click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/articles/build-an-inventory#.+`))
  }
})

test('a draft stays off the site until it is published', async ({ page, gotoApp, signInAs, expectConsoleErrors }) => {
  expectConsoleErrors('the draft is a 404 page until it is published', failedRequestLine(404))
  await signInAs('editor')
  await gotoApp('/en/admin/articles?published=false')
  const main = page.getByRole('main')
  const draft = main.getByRole('row').filter({ hasText: 'Draft' }).first()
  await expect(draft).toBeVisible()
  const title = (await draft.getByRole('cell').first().textContent())?.trim() ?? ''
  await draft.getByRole('link', { name: `Edit ${title}` }).click()
  const slug = await main.getByRole('textbox', { name: 'Slug' }).inputValue()

  await gotoApp(`/en/articles/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: '404: The page was not found' })).toBeVisible()

  await gotoApp(`/en/admin/articles?published=false`)
  await main.getByRole('link', { name: `Edit ${title}` }).click()
  await main.getByRole('checkbox', { name: 'Published' }).check()
  await main.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(`Saved: ${title}`)).toBeVisible()
  await gotoApp(`/en/articles/${slug}`)
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible()
})
