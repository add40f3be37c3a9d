import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CardBadges } from './card-badges'

const meta = {
  component: CardBadges,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 360 }}>
        <p>Badges of the site:</p>
        <Story />
      </div>
    ),
  ],
  args: {
    badges: [
      { id: 1, text: 'Verified', color: '#2ecc71' },
      { id: 2, text: 'Top', color: '#ff9f1a' },
      { id: 3, text: 'Exclusive', color: '#7b2cbf' },
    ],
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof CardBadges>

export default meta
type Story = StoryObj<typeof meta>

/** Each badge in its colour, with dark text on light colours and white on dark ones. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = await within(canvasElement).findAllByRole('listitem')
    await expect(items.map((item) => item.textContent)).toEqual(['Verified', 'Top', 'Exclusive'])
    await expect(items[0]).toHaveStyle({ backgroundColor: 'rgb(46, 204, 113)', color: 'rgb(16, 19, 28)' })
    await expect(items[2]).toHaveStyle({ backgroundColor: 'rgb(123, 44, 191)', color: 'rgb(255, 255, 255)' })
  },
}

/** A colour that is not a CSS hex falls back to the neutral badge instead of reaching the style. */
export const InvalidColor: Story = {
  args: { badges: [{ id: 1, text: 'New', color: 'red; background-image: url(x)' }] },
  play: async ({ canvasElement }) => {
    const item = await within(canvasElement).findByRole('listitem')
    await expect(item).toHaveTextContent('New')
    await expect(item.getAttribute('style')).toBeNull()
  },
}

/** No badges: no list. */
export const Empty: Story = {
  args: { badges: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Badges of the site:')).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

export const LongText: Story = {
  args: {
    badges: [
      { id: 1, text: 'Verified by the editors in March', color: '#29a36a' },
      { id: 2, text: 'Top of the week', color: '#e9b824' },
      { id: 3, text: 'Exclusive bonus for our visitors only', color: '#cd412b' },
      { id: 4, text: 'Fast withdrawals', color: '#fff' },
      { id: 5, text: 'SuperLongBadgeWithoutAnySpacesAtAll', color: '#10131c' },
    ],
  },
}

export const Russian: Story = {
  args: {
    badges: [
      { id: 1, text: 'Проверено', color: '#2ecc71' },
      { id: 2, text: 'Топ', color: '#ff9f1a' },
    ],
  },
  globals: { locale: 'ru' },
}
