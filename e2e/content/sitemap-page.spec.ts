import { expect, test } from '../fixtures.ts'

test('the sitemap page links every kind of page for people, the game modes, cases and giveaways included', async ({
  page,
  gotoApp,
}) => {
  await gotoApp('/sitemap')
  const pages = page.getByRole('region', { name: 'Страницы' })
  for (const [name, href] of [
    ['Магазин', '/shop'],
    ['Игровые режимы', '/games'],
    ['Бесплатные кейсы', '/games/cases'],
  ] as const)
    await expect(pages.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  await expect(page.getByRole('region', { name: 'Бесплатные кейсы' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/games\/cases\/[\w-]+$/,
  )
  await expect(page.getByRole('region', { name: 'Раздачи' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/games\/giveaways\/(games|promocodes)\/[\w-]+$/,
  )
})
