import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { PrivacyPage } from './privacy-page'

const meta = {
  component: PrivacyPage,
  decorators: [withFrame()],
  globals: { locale: 'en' },
} satisfies Meta<typeof PrivacyPage>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(5)
    await expect(canvas.getByRole('link', { name: 'contacts page' })).toHaveAttribute('href', '/en/contacts')
  },
}

export const Russian: Story = { globals: { locale: 'ru' } }
