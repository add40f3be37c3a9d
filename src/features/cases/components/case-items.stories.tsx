import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { withFrame } from '@testing/stories/with-frame'
import { CaseItems } from './case-items'

function picture(color: string): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="72"><rect width="96" height="72" fill="${color}"/></svg>`)}`
}

function caseItem(
  id: number,
  marketHashName: string,
  price: number,
  rarityColor: string,
  chance?: number,
): Schemas['CaseItem'] {
  return { id, marketHashName, price, rarityColor, image: picture(rarityColor), chance }
}

const items: Schemas['CaseItem'][] = [
  caseItem(1, 'P250 | Sand Dune (Field-Tested)', 0.1, '#b0c3d9', 0.6),
  caseItem(2, 'MP9 | Storm (Minimal Wear)', 0.35, '#5e98d9', 0.25),
  caseItem(3, 'AK-47 | Slate (Field-Tested)', 3.12, '#4b69ff', 0.125),
  caseItem(4, 'M4A1-S | Decimator (Well-Worn)', 12, '#8847ff', 0.02499),
  caseItem(5, 'AWP | Asiimov (Battle-Scarred)', 1234.5, '#eb4b4b', 0.00001),
]

const meta = {
  component: CaseItems,
  decorators: [withFrame()],
  args: { items },
  globals: { locale: 'en' },
} satisfies Meta<typeof CaseItems>

export default meta
type Story = StoryObj<typeof meta>

/** Every item with its name, its price in coins (always with two decimals) and its chance of dropping. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const tiles = canvas.getAllByRole('listitem')
    await expect(tiles).toHaveLength(5)
    await expect(within(tiles[2]!).getByRole('heading', { name: 'AK-47 | Slate (Field-Tested)' })).toBeVisible()
    await expect(tiles[2]).toHaveTextContent('3.12 coins')
    await expect(tiles[2]).toHaveTextContent('Chance: 12.5%')
    await expect(tiles[3]).toHaveTextContent('12.00 coins')
    await expect(tiles[3]).toHaveTextContent('Chance: 2.5%')
    await expect(tiles[4]).toHaveTextContent('1,234.50 coins')
    await expect(tiles[4]).toHaveTextContent('Chance: < 0.01%')
  },
}

/** Whatever order the answer has, the cheapest and likeliest item comes first. */
export const SortedByPrice: Story = {
  args: { items: [...items].reverse() },
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('heading')
      .map((heading) => heading.textContent)
    await expect(names).toEqual(items.map((item) => item.marketHashName))
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getAllByRole('listitem')[0]
    await expect(first).toHaveTextContent(/0,10\s/)
    await expect(first).toHaveTextContent(/Шанс: 60\s%/)
  },
}

/** A drop shown without its chance (the answer to an opening carries none). */
export const WithoutChances: Story = {
  args: { items: [caseItem(1, 'P250 | Sand Dune (Field-Tested)', 0.1, '#b0c3d9')] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).not.toHaveTextContent('Chance')
  },
}

export const LongNames: Story = {
  args: {
    items: [
      caseItem(
        1,
        '★ StatTrak™ Butterfly Knife | Case Hardened Blue Gem Pattern 661 (Factory New)',
        98765.43,
        '#e4ae39',
      ),
      caseItem(2, 'Sticker | Natus Vincere (Holo) | Katowice 2014 Tournament Edition', 4321, '#d32ce6'),
    ],
  },
}

/** An item whose rarity colour is not a plain hex colour gets the neutral border. */
export const UnknownRarityColor: Story = {
  args: {
    items: [
      {
        ...caseItem(1, 'Glock-18 | Candy Apple (Factory New)', 0.75, '#5e98d9'),
        rarityColor: 'url(javascript:alert(1))',
      },
    ],
  },
}
