import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CategoryAlert } from './category-alert'

const meta = {
  component: CategoryAlert,
  globals: { locale: 'en' },
} satisfies Meta<typeof CategoryAlert>

export default meta
type Story = StoryObj<typeof meta>

/** A note (shown from the start, so not an alert) with the warning text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const note = await within(canvasElement).findByRole('note')
    await expect(note).toHaveTextContent(/^These sites are third-party services\. Check the terms of every offer/)
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const note = await within(canvasElement).findByRole('note')
    await expect(note).not.toHaveTextContent('third-party')
    await expect(note).toHaveTextContent(/[а-яё]{4}/i)
  },
}
