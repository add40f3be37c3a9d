import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { withFrame } from '@testing/stories/with-frame'
import { makeDroppedItem, sampleProof } from '@testing/fixtures/props'
import { apiOverride } from '@testing/api-override'
import { DropsList } from './drops-list'

const { id: itemId, marketHashName, price, rarityColor, image } = makeDroppedItem()

function drop(id: number, serverSeed: string | null): Schemas['Drop'] {
  return {
    id,
    caseSlug: 'daily-case',
    caseTitle: 'Daily case',
    itemId,
    marketHashName,
    price,
    rarityColor,
    image,
    status: 'sold',
    createdAt: '2025-06-01T12:00:00.000Z',
    proof: { ...sampleProof, serverSeed, nonce: id },
  }
}

const drops = apiOverride('get', '/profile/drops', () => ({
  status: 200,
  body: { data: [drop(2, null), drop(1, '0'.repeat(64))], pagination: { total: 2, current_page: 1, last_page: 1 } },
}))

const meta = {
  component: DropsList,
  decorators: [withFrame()],
  args: { page: 1 },
  parameters: { msw: [drops] },
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof DropsList>

export default meta
type Story = StoryObj<typeof meta>

/** Each drop links to its proof, with the server seed in the address once it is revealed. */
export const Drops: Story = {
  play: async ({ canvasElement }) => {
    const [secret, revealed] = await within(canvasElement).findAllByRole('link', {
      name: `Check the drop ${marketHashName}`,
    })
    await expect(secret?.parentElement).toHaveTextContent('seed not yet revealed')
    await expect(revealed?.parentElement).not.toHaveTextContent('seed not yet revealed')
    await expect(secret).toHaveAttribute('href', '/en/games/fair?drop=2&case=daily-case&clientSeed=client&nonce=2')
    await expect(revealed).toHaveAttribute(
      'href',
      `/en/games/fair?drop=1&case=daily-case&clientSeed=client&nonce=1&serverSeed=${'0'.repeat(64)}`,
    )
  },
}

export const NoDrops: Story = {
  parameters: { msw: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No drops yet: open a case.')).toBeVisible()
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findAllByRole('link', { name: `Проверить дроп ${marketHashName}` }),
    ).toHaveLength(2)
  },
}
