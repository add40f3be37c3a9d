import { expect, failedRequestLine, test } from '../fixtures.ts'
import { fillBoth, uploadImage } from './panel.ts'

test('a server validation error lands on its field, focused, and what was typed stays', async ({
  page,
  gotoApp,
  signInAs,
  expectConsoleErrors,
}) => {
  expectConsoleErrors('the API refuses the taken slug', failedRequestLine(422))
  await signInAs('admin')
  await gotoApp('/en/admin/categories/new')
  const form = page.getByRole('main')
  await expect(form.getByRole('heading', { level: 1, name: 'New category' })).toBeVisible()
  await fillBoth(form, 'Name', 'Новые игры', 'New games')
  const slug = form.getByRole('textbox', { name: 'Slug' })
  await slug.fill('cs2-cases')
  await uploadImage(form, 'Image')
  await form.getByRole('button', { name: 'Create' }).click()

  await expect(slug).toHaveAttribute('aria-invalid', 'true')
  await expect(slug).toHaveAccessibleDescription(/This slug is already taken\./)
  await expect(slug).toBeFocused()
  await expect(form.getByRole('textbox', { name: 'Name, English' })).toHaveValue('New games')
  await expect(form.getByRole('textbox', { name: 'Name, Russian' })).toHaveValue('Новые игры')
  await expect(
    form.getByRole('group', { name: 'Image', exact: true }).getByRole('textbox', { name: 'Image address' }),
  ).toHaveValue(/\/api\/uploads\/\d+$/)

  // Editing the field clears its message; a free slug saves.
  await slug.fill('new-games')
  await expect(slug).not.toHaveAttribute('aria-invalid', 'true')
  await form.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('Created: New games')).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/en/admin/categories')
})

test("messages in Russian land on the Russian panel's fields", async ({
  page,
  gotoApp,
  signInAs,
  expectConsoleErrors,
}) => {
  expectConsoleErrors('the API refuses the empty form', failedRequestLine(422))
  await signInAs('admin')
  await gotoApp('/admin/categories/new')
  const form = page.getByRole('main')
  await form.getByRole('button', { name: 'Создать' }).click()
  const slug = form.getByRole('textbox', { name: 'Слаг' })
  await expect(slug).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByRole('textbox', { name: 'Название, Английский' })).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByRole('textbox', { name: 'Название, Английский' })).toHaveAccessibleDescription(
    /Обязательное поле\./,
  )
})
