import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ItemRow, ItemRowList } from './item-row'
import styles from './item-row-story.module.css'

const skin = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90"><rect width="120" height="90" rx="10" fill="#1b1f2a"/><ellipse cx="60" cy="48" rx="48" ry="28" fill="#8847ff" fill-opacity=".35"/></svg>',
)}`

const meta = {
  component: ItemRow,
  decorators: [
    (Story) => (
      <ItemRowList>
        <Story />
      </ItemRowList>
    ),
  ],
  args: {
    image: skin,
    rarity: '#8847ff',
    name: 'AWP | Atheris (Field-Tested)',
    price: 245.5,
    date: '2026-11-20T14:05:00Z',
    className: styles.row,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof ItemRow>

export default meta
type Story = StoryObj<typeof meta>

/** Price with 2 decimals and the date in the visitor's language, as a machine-readable time. */
export const Priced: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('listitem')
    await expect(within(row).getByText('245.50 coins')).toBeInTheDocument()
    await expect(row.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T14:05:00Z')
  },
}

/** A picture whose address is not http(s) is left out, not loaded. */
export const UnsafeImage: Story = {
  args: { image: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull()
  },
}

/** Russian number and date formats. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('listitem')
    await expect(within(row).getByText('245,50 монеты')).toBeInTheDocument()
    await expect(row.querySelector('time')).toHaveTextContent('20 нояб., 14:05')
  },
}
