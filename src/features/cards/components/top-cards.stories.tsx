import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay, http, HttpResponse } from 'msw'
import { withFrame } from '~/shared/testing/with-frame'
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

export const Loading: Story = { parameters: { msw: [http.get('*/api/cards/top-cards', () => delay('infinite'))] } }

export const Empty: Story = { parameters: { msw: [http.get('*/api/cards/top-cards', () => HttpResponse.json({ data: [] }))] } }

export const Error: Story = {
  parameters: { msw: [http.get('*/api/cards/top-cards', () => HttpResponse.json({ error: 'Something went wrong...' }, { status: 500 }))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Could not load the top sites.')).toBeVisible()
  },
}
