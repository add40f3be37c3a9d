import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay, http, HttpResponse } from 'msw'
import { withFrame } from '~/shared/testing/with-frame'
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

export const Loading: Story = { parameters: { msw: [http.get('*/api/cards/:slug/similar', () => delay('infinite'))] } }

export const Empty: Story = {
  parameters: { msw: [http.get('*/api/cards/:slug/similar', () => HttpResponse.json({ data: [] }))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No similar sites yet')).toBeVisible()
  },
}

export const Error: Story = {
  parameters: { msw: [http.get('*/api/cards/:slug/similar', () => HttpResponse.json({ error: 'Something went wrong...' }, { status: 500 }))] },
}
