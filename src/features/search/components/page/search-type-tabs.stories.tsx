import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { SearchTypeTabs } from './search-type-tabs'

const meta = {
  component: SearchTypeTabs,
  decorators: [withFrame()],
  args: { search: 'case', type: 'cards' },
  parameters: { route: '/en/search?search=case' },
  globals: { locale: 'en' },
} satisfies Meta<typeof SearchTypeTabs>

export default meta
type Story = StoryObj<typeof meta>

/** Sites are the current type; the other tab links to the same search for articles, from page 1. */
export const Sites: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'What to search' }))
    await expect(nav.getByRole('link', { name: 'Sites' })).toHaveAttribute('aria-current', 'page')
    const articles = nav.getByRole('link', { name: 'Articles' })
    await expect(articles).not.toHaveAttribute('aria-current')
    await expect(articles).toHaveAttribute('href', expect.stringMatching(/[?&]type=articles/))
    await expect(articles).toHaveAttribute('href', expect.stringMatching(/[?&]search=case/))
    await expect(articles).not.toHaveAttribute('href', expect.stringMatching(/page=/))
  },
}

export const Articles: Story = {
  args: { type: 'articles' },
  parameters: { route: '/en/search?search=case&type=articles&page=2' },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'What to search' }))
    await expect(nav.getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Sites' })).toHaveAttribute(
      'href',
      expect.stringMatching(/[?&]type=cards/),
    )
  },
}

/** An unknown type from an old link: neither tab is current. */
export const UnknownType: Story = {
  args: { type: 'games' },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'What to search' }))
    await expect(nav.getAllByRole('link')).toHaveLength(2)
    await expect(nav.queryByRole('link', { current: 'page' })).toBeNull()
  },
}

export const Russian: Story = {
  parameters: { route: '/search?search=case' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation'))
    await expect(nav.getByRole('link', { name: 'Сайты' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Статьи' })).toBeVisible()
  },
}
