import { expect, test } from '../fixtures.ts'
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
