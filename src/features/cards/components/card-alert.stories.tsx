import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CardAlert } from './card-alert'

const meta = {
  component: CardAlert,
  globals: { locale: 'en' },
} satisfies Meta<typeof CardAlert>

export default meta
type Story = StoryObj<typeof meta>

/** A note (not an alert: it is there from the start) with the warning text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const note = await within(canvasElement).findByRole('note')
    await expect(note).toHaveTextContent(/^This is a third-party site\. Read its terms before you deposit money/)
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const note = await within(canvasElement).findByRole('note')
    await expect(note).not.toHaveTextContent('This is a third-party site')
    await expect(note).toHaveTextContent(/[а-яё]{4}/i)
  },
}
