import { expect, type Locator, type Page } from '@playwright/test'

/** A 1x1 PNG, what an admin uploads as a picture in these tests. */
export const tinyPng = {
  name: 'pixel.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
}

/** The panel's section navigation. */
export function panelNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Admin panel' })
}

/** Fills a text in both languages: the field group `label` with its Russian and English fields. */
export async function fillBoth(form: Locator, label: string, ru: string, en: string): Promise<void> {
  const group = form.getByRole('group', { name: label, exact: true })
  await group.getByRole('textbox', { name: `${label}, Russian` }).fill(ru)
  await group.getByRole('textbox', { name: `${label}, English` }).fill(en)
}

/** Uploads the tiny PNG into an image field and waits until its address is the upload's. */
export async function uploadImage(form: Locator, label: string): Promise<void> {
  const group = form.getByRole('group', { name: label, exact: true })
  await group.getByLabel('Upload an image').setInputFiles(tinyPng)
  await expect(group.getByRole('textbox', { name: 'Image address' })).toHaveValue(/\/api\/uploads\/\d+$/)
}

/** The site's header, where the bell and the balance are. */
export function siteHeader(page: Page): Locator {
  return page.getByRole('banner')
}

/** Opens the bell's panel (which marks everything viewed) and closes it again, so a new notification shows as the only unread one. */
export async function readAllNotifications(page: Page): Promise<void> {
  const header = siteHeader(page)
  await header.getByRole('button', { name: /^Notifications/ }).click()
  await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
}

/** The bell's open panel. */
export function notificationsPanel(page: Page): Locator {
  return siteHeader(page).getByRole('region', { name: 'Notifications' })
}
