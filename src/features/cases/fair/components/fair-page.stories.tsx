import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { sampleProof } from '@testing/fixtures/props'
import { apiOverride } from '@testing/api-override'
import { FairPage } from './fair-page'

const ZERO_SEED = '0'.repeat(64)

const meta = {
  component: FairPage,
  decorators: [withPageBoundary()],
  args: { search: { drop: 1 } },
  parameters: { route: '/en/games/fair?drop=1' },
  globals: { locale: 'en' },
} satisfies Meta<typeof FairPage>

export default meta
type Story = StoryObj<typeof meta>

/** A seeded drop whose owner has rotated since: the browser finds the published hash and the very item. */
export const RecordedDrop: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('✓ Matches the hash published before the drop.')).toBeVisible()
    await expect(await page.findByText(/^✓ The same item the drop gave: /)).toBeVisible()
    await expect(page.getByRole<HTMLInputElement>('textbox', { name: 'Server seed' }).value).toMatch(/^[0-9a-f]{64}$/)
    // The drawn item's row is the marked one of the table.
    const marked = page.getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true')
    await expect(marked).toHaveLength(1)
  },
}

export const Russian: Story = {
  parameters: { route: '/games/fair?drop=1' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('✓ Совпадает с хешем, опубликованным до дропа.')).toBeVisible()
    await expect(await page.findByText(/^✓ Тот же предмет, что выпал: /)).toBeVisible()
  },
}

/** Another server seed than the drop's: the hash gives it away. */
export const WrongServerSeed: Story = {
  args: { search: { drop: 1, serverSeed: ZERO_SEED } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('✗ Does not match the hash published before the drop.'),
    ).toBeVisible()
  },
}

/**
 * The drop's own server seed with another nonce: a roll that may land on the same item by chance
 * must not pass for the drop's proof.
 */
export const WrongNonce: Story = {
  args: { search: { drop: 1, nonce: 999_999 } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('✓ Matches the hash published before the drop.')).toBeVisible()
    await expect(await page.findByText(/^✗ Not the drop's nonce \(it was \d+\): these inputs draw /)).toBeVisible()
    await expect(page.queryByText(/^✓ The same item the drop gave/)).toBeNull()
  },
}

/** Another client seed as well: both are named. */
export const WrongClientSeedAndNonce: Story = {
  args: { search: { drop: 1, clientSeed: 'someone-else', nonce: 999_999 } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^✗ Neither the client seed nor the nonce is the drop's \(they were “/),
    ).toBeVisible()
  },
}

const secretDrop: Schemas['FairDrop'] = {
  id: 77,
  caseSlug: 'daily-case',
  caseTitle: 'Daily case',
  itemId: 1,
  marketHashName: 'AK-47 | Slate (Field-Tested)',
  price: 3.12,
  rarityColor: '#4b69ff',
  image: '/fake-images/none.svg',
  status: 'available',
  createdAt: '2025-06-01T12:00:00.000Z',
  proof: sampleProof,
  items: [
    {
      id: 1,
      marketHashName: 'AK-47 | Slate (Field-Tested)',
      price: 3.12,
      rarityColor: '#4b69ff',
      image: '/fake-images/none.svg',
      weight: 1,
    },
  ],
}

/** The owner has not rotated yet: the page shows the committed hash and waits for the seed. */
export const SecretSeed: Story = {
  args: { search: { drop: 77 } },
  parameters: { msw: [apiOverride('get', '/drops/{id}', () => ({ status: 200, body: { data: secretDrop } }))] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('note')).toHaveTextContent(
      `The server seed of this drop is still secret. Its hash, published before the drop: ${sampleProof.serverSeedHash}`,
    )
    await expect(page.queryByRole('heading', { name: 'Result' })).toBeNull()
  },
}

/** Seeds typed by hand over a case's current items (the first test vector of docs/fake-backend.md). */
export const TypedSeeds: Story = {
  args: { search: { case: 'daily-case', serverSeed: ZERO_SEED, clientSeed: 'client', nonce: 0 } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(/^These seeds draw /)).toBeVisible()
    await expect(page.getByText('60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55')).toBeVisible()
    await expect(page.getByText('0.4243710809')).toBeVisible()
  },
}

/** Nothing to check yet: every field is needed. */
export const Empty: Story = {
  args: { search: {} },
  parameters: { route: '/en/games/fair' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('button', { name: 'Check' }))
    await expect(await page.findAllByText('This field is required.')).toHaveLength(3)
    await expect(page.getByText('A whole number from 0.')).toBeVisible()
  },
}

/** A nonce beyond what the address reads back exactly is refused on its field, and kept. */
export const HugeNonce: Story = {
  args: { search: { case: 'daily-case', serverSeed: ZERO_SEED, clientSeed: 'client', nonce: 0 } },
  parameters: { route: '/en/games/fair' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const nonce = await page.findByRole('spinbutton', { name: 'Nonce' })
    await userEvent.clear(nonce)
    await userEvent.type(nonce, '99999999999999999999')
    await userEvent.click(page.getByRole('button', { name: 'Check' }))
    await expect(await page.findByText('A whole number from 0.')).toBeVisible()
    await expect(nonce).toHaveAttribute('aria-invalid', 'true')
    await expect(nonce).toHaveValue(99999999999999999999)
  },
}

/** The drop's proof does not load: the section says so and offers a retry. */
export const DropFails: Story = {
  parameters: {
    msw: [apiOverride('get', '/drops/{id}', () => ({ status: 404, body: { error: 'The drop was not found' } }))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Could not load what to check')).toBeVisible()
  },
}
