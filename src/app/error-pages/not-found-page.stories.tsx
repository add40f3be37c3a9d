import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { MISSING_FROM_API } from '~/shared/lib/load-all'
import { NotFoundPage } from './not-found-page'

const meta = {
  component: NotFoundPage,
  parameters: { route: '/en/no-such-page' },
  globals: { locale: 'en' },
} satisfies Meta<typeof NotFoundPage>

export default meta
type Story = StoryObj<typeof meta>

/** The status is read with the title; the main page and the main sections are the ways on, nothing to retry. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: '404: This page could not be found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'To the main page' })).toHaveAttribute('href', '/en')
    await expect(page.queryByRole('button')).toBeNull()
    // The ways on have code of their own (lazily hydrated), which may come after the page.
    const sections = within(await page.findByRole('navigation', { name: 'Popular sections' }))
    await expect(sections.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/en/cards',
      '/en/games/cases',
      '/en/shop',
      '/en/articles',
      '/en/sitemap',
    ])
  },
}

export const Russian: Story = {
  parameters: { route: '/no-such-page' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: '404: Такой страницы не существует' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
    const sections = within(await page.findByRole('navigation', { name: 'Популярные разделы' }))
    await expect(sections.getByRole('link', { name: 'Магазин скинов' })).toHaveAttribute('href', '/shop')
  },
}

/** A page the API does not have (its loader got a 404): the API's wording, the same way back. */
export const MissingFromApi: Story = {
  args: { data: MISSING_FROM_API },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: '404: The page was not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'To the main page' })).toHaveAttribute('href', '/en')
  },
}
