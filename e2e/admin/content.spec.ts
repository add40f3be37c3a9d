import { expect, failedRequestLine, test } from '../fixtures.ts'
import { fillBoth, uploadImage } from './panel.ts'

test('an admin creates a category and a card in it; visitors find both in Russian and English', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  test.slow()
  await signInAs('admin')

  await gotoApp('/en/admin/categories/new')
  let form = page.getByRole('main')
  await fillBoth(form, 'Name', 'Игровые ключи', 'Game keys')
  await form.getByRole('textbox', { name: 'Slug' }).fill('game-keys')
  await uploadImage(form, 'Image')
  await form.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('Created: Game keys')).toBeVisible()

  await gotoApp('/en/admin/cards/new')
  form = page.getByRole('main')
  await fillBoth(form, 'Title', 'КлючМастер', 'KeyMaster')
  await fillBoth(form, 'Full title', 'КлючМастер — ключ каждый день', 'KeyMaster: a key every day')
  await form.getByRole('textbox', { name: 'Slug' }).fill('keymaster')
  await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Game keys' })
  await uploadImage(form, 'Preview image')
  await fillBoth(form, 'Description', 'Бесплатные ключи Steam каждый день.', 'Free Steam keys every day.')
  await fillBoth(form, 'Reward', 'Ключ в день', 'A key a day')
  await fillBoth(form, 'Button text', 'Забрать ключ', 'Get a key')
  await form.getByRole('textbox', { name: 'Link' }).fill('https://keymaster.example/?ref=freeskins')
  await fillBoth(form, 'Text', 'Раздаём ключи от игр.', 'We give away game keys.')
  await fillBoth(form, 'Instruction', 'Войдите и заберите ключ.', 'Sign in and take your key.')
  await form.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('Created: KeyMaster')).toBeVisible()

  // The public site, as a visitor opens it: the category page and the card, in each language.
  for (const [prefix, category, card, fullTitle] of [
    ['', 'Игровые ключи', 'КлючМастер', 'КлючМастер — ключ каждый день'],
    ['/en', 'Game keys', 'KeyMaster', 'KeyMaster: a key every day'],
  ] as const) {
    await gotoApp(`${prefix}/game-keys`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: category })).toBeVisible()
    await expect(main.getByRole('article').getByRole('heading', { name: card })).toBeVisible()
    await expect(page.getByRole('complementary').getByRole('link', { name: category })).toBeVisible()

    await gotoApp(`${prefix}/search?search=${encodeURIComponent(card)}`)
    await main.getByRole('link', { name: card }).click()
    await page.waitForURL((url) => url.pathname === `${prefix}/cards/keymaster`)
    await expect(main.getByRole('heading', { level: 1, name: fullTitle })).toBeVisible()
  }
})

test('a delete says so with the record’s name, from its form and from the list; a refused one (409) is said once, in its dialog', async ({
  page,
  gotoApp,
  resetBackend,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(
    'the refused delete answers 409, and the scenario’s long category shows a picture of a host that does not exist (the demo’s worker fails it)',
    failedRequestLine(409),
    /^Failed to load resource: net::ERR_(NAME_NOT_RESOLVED|FAILED) \(https:\/\/cdn\.example\.com\//,
  )
  await resetBackend('admin-unused-category')
  const unused = 'A very long category name that does not fit into a table cell and is cut with an ellipsis at its end'

  // From the record's own form: the page goes back to the list, and the toast still comes.
  await gotoApp('/en/admin/categories')
  await page
    .getByRole('main')
    .getByRole('link', { name: `Edit ${unused}` })
    .click()
  await page.getByRole('main').getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`Deleted: ${unused}`)).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/en/admin/categories')
  await expect(page.getByRole('main').getByText(unused)).toHaveCount(0)

  // From the list, a category still in use: its reason once, in the dialog, not toasted behind it.
  await page.getByRole('main').getByRole('button', { name: 'Delete CS2 cases' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  const reason = /It cannot be deleted while these use it/
  await expect(dialog.getByRole('alert')).toHaveText(reason)
  await expect(page.getByText(reason)).toHaveCount(1)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText(reason)).toHaveCount(0)
  await expect(page.getByRole('main').getByText('CS2 cases')).toBeVisible()
})
