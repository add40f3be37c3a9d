import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Notice } from './notice'

const meta = {
  component: Notice,
  args: { children: 'This is a third-party site. Read its terms before you deposit money.' },
  globals: { locale: 'en' },
} satisfies Meta<typeof Notice>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note')
    await expect(note).toHaveTextContent('This is a third-party site.')
  },
}

export const LongText: Story = {
  args: {
    children:
      'These sites are third-party services. Check the terms of every offer before you deposit money: bonuses can change without notice, and some sites may be unavailable in your country. '.repeat(
        3,
      ),
  },
}

/** On a phone the text wraps beside the icon. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
}

export const Russian: Story = {
  args: { children: 'Это сторонний сайт. Прочитайте его условия, прежде чем вносить деньги.' },
  globals: { locale: 'ru' },
}
