import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { SearchPage } from './search-page'

const meta = {
  component: SearchPage,
  decorators: [withPageBoundary()],
  args: { search: 'case', type: 'cards', page: 1 },
  parameters: { route: '/en/search?search=case' },
  globals: { locale: 'en' },
} satisfies Meta<typeof SearchPage>

export default meta
type Story = StoryObj<typeof meta>

export const Sites: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Search results for “case”' })).toBeVisible()
    const first = (await canvas.findAllByRole('heading', { level: 2 }))[0]
    await expect(within(first!).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/en\/cards\//))
  },
}

export const Articles: Story = {
  args: { type: 'articles' },
  parameters: { route: '/en/search?search=case&type=articles' },
}

export const Russian: Story = { parameters: { route: '/search?search=case' }, globals: { locale: 'ru' } }

/** Before anything is typed: only the form and a hint. */
export const NoQuery: Story = { args: { search: '' }, parameters: { route: '/en/search' } }

export const NothingFound: Story = {
  args: { search: 'zzzzzz' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing found for “zzzzzz”')).toBeVisible()
  },
}

/** Another type than cards or articles: the API answers an empty list, and so does the page. */
export const UnknownType: Story = {
  args: { type: 'games' },
  parameters: { route: '/en/search?search=case&type=games' },
}

export const LongQuery: Story = {
  args: { search: 'a very long search phrase that someone pasted into the field '.repeat(3).trim() },
}

export const Loading: Story = { parameters: { msw: [apiOverride('get', '/search', () => delay('infinite'))] } }

export const Error: Story = {
  parameters: {
    msw: [apiOverride('get', '/search', () => ({ status: 500, body: { error: 'Something went wrong...' } }))],
  },
}
