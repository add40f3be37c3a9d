import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { CopyButton } from './copy-button'

const meta = {
  component: CopyButton,
  decorators: [withFrame(360)],
  args: { text: 'FREEBIE', label: 'Copy promocode FREEBIE' },
  globals: { locale: 'en' },
} satisfies Meta<typeof CopyButton>

export default meta
type Story = StoryObj<typeof meta>

/** Clicking confirms on the button and in a status for screen readers. */
export const Promocode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Copy promocode FREEBIE' }))
    // Headless browsers may refuse the clipboard; either way the outcome is announced.
    await waitFor(() => expect(canvas.getByRole('status').textContent).toMatch(/^(Copied|Could not copy): FREEBIE$/))
  },
}

/** A long code is cut with an ellipsis; the whole code is still copied. */
export const LongCode: Story = {
  args: {
    text: 'SUPER-LONG-PROMOCODE-2025-SPRING-BONUS-X2',
    label: 'Copy promocode SUPER-LONG-PROMOCODE-2025-SPRING-BONUS-X2',
  },
}

export const Russian: Story = { args: { label: 'Копировать промокод FREEBIE' }, globals: { locale: 'ru' } }
