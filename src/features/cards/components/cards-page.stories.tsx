import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { CardsPage } from './cards-page'

const meta = {
  component: CardsPage,
  decorators: [withPageBoundary({ variant: 'tile' })],
  args: { page: 1 },
  parameters: { route: '/en/cards' },
  globals: { locale: 'en' },
} satisfies Meta<typeof CardsPage>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('navigation', { name: 'Pages of the site list' })).toBeVisible()
  },
}

export const SecondPageRussian: Story = {
  args: { page: 2 },
  parameters: { route: '/cards?page=2' },
  globals: { locale: 'ru' },
}

/** An old link or a number typed by hand: both ways back lead to real pages. */
export const PastTheEnd: Story = {
  args: { page: 99 },
  parameters: { route: '/en/cards?page=99' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No sites on this page')).toBeVisible()
    // Where the links lead is tested with the router of the app's routes (first-page-link.test.tsx, pagination.test.tsx).
    await expect(canvas.getByRole('link', { name: 'To the first page' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Previous/ })).toBeVisible()
  },
}

export const NoSitesYet: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/cards', () => ({
        status: 200,
        body: { data: [], pagination: { total: 0, current_page: 1, last_page: 1 } },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No sites yet')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'To the first page' })).toBeNull()
  },
}

export const Loading: Story = { parameters: { msw: [apiOverride('get', '/cards', () => delay('infinite'))] } }

export const Error: Story = {
  parameters: {
    msw: [apiOverride('get', '/cards', () => ({ status: 500, body: { error: 'Something went wrong...' } }))],
  },
}
