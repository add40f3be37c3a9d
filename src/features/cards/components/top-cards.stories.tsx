import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import { withFrame } from '@testing/stories/with-frame'
import { apiOverride } from '@testing/api-override'
import { TopCards } from './top-cards'

const meta = {
  component: TopCards,
  decorators: [withFrame()],
  globals: { locale: 'en' },
} satisfies Meta<typeof TopCards>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Top sites' })).toBeVisible()
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0)
  },
}

export const Russian: Story = { globals: { locale: 'ru' } }

export const Loading: Story = { parameters: { msw: [apiOverride('get', '/cards/top-cards', () => delay('infinite'))] } }

export const Empty: Story = {
  parameters: { msw: [apiOverride('get', '/cards/top-cards', () => ({ status: 200, body: { data: [] } }))] },
}

export const Error: Story = {
  parameters: {
    msw: [apiOverride('get', '/cards/top-cards', () => ({ status: 500, body: { error: 'Something went wrong...' } }))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Could not load the top sites.')).toBeVisible()
  },
}
