import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import { withFrame } from '@testing/stories/with-frame'
import { apiOverride } from '@testing/api-override'
import { SimilarCards } from './similar-cards'

const meta = {
  component: SimilarCards,
  decorators: [withFrame()],
  args: { slug: 'rapidclub' },
  globals: { locale: 'en' },
} satisfies Meta<typeof SimilarCards>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Russian: Story = { globals: { locale: 'ru' } }

export const Loading: Story = {
  parameters: { msw: [apiOverride('get', '/cards/{slug}/similar', () => delay('infinite'))] },
}

export const Empty: Story = {
  parameters: { msw: [apiOverride('get', '/cards/{slug}/similar', () => ({ status: 200, body: { data: [] } }))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No similar sites yet')).toBeVisible()
  },
}

export const Error: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/cards/{slug}/similar', () => ({ status: 500, body: { error: 'Something went wrong...' } })),
    ],
  },
}
