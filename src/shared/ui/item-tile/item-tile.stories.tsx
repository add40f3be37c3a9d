import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '~/shared/ui/button/button'
import { ItemTile } from './item-tile'

function skin(color: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90"><rect width="120" height="90" rx="10" fill="#1b1f2a"/><ellipse cx="60" cy="48" rx="48" ry="28" fill="${color}" fill-opacity=".35"/></svg>`,
  )}`
}

const meta = {
  component: ItemTile,
  decorators: [
    (Story) => (
      <div style={{ width: 200, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'AWP | Atheris (Field-Tested)',
    image: skin('#8847ff'),
    rarityColor: '#8847ff',
    price: 245.5,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof ItemTile>

export default meta
type Story = StoryObj<typeof meta>

/** Price always with 2 decimals. */
export const Priced: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('245.50 coins')).toBeInTheDocument()
  },
}

export const WithDetailsAndAction: Story = {
  args: {
    details: 'Restricted · Field-Tested',
    actions: <Button size="sm">Buy</Button>,
  },
}

/** A colour that is not a plain hex value falls back to the border colour. */
export const UnsafeColour: Story = { args: { rarityColor: 'red;background:url(x)', image: skin('#888888') } }

export const Large: Story = {
  args: {
    size: 'lg',
    name: '★ Karambit | Doppler (Minimal Wear)',
    rarityColor: '#eb4b4b',
    image: skin('#eb4b4b'),
    price: 4877.91,
  },
}
