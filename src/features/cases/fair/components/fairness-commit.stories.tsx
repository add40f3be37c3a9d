import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { sampleProof } from '@testing/fixtures/props'
import { FairnessCommit } from './fairness-commit'

const meta = {
  component: FairnessCommit,
  decorators: [withFrame(380)],
  args: { fairness: { serverSeedHash: sampleProof.serverSeedHash, clientSeed: 'lucky-7', nonce: 3 } },
  globals: { locale: 'en' },
} satisfies Meta<typeof FairnessCommit>

export default meta
type Story = StoryObj<typeof meta>

/** Signed in: the hash the next opening is committed to, the client seed and the nonce. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement)
    await expect(note.getByText(sampleProof.serverSeedHash)).toBeVisible()
    await expect(note.getByRole('complementary', { name: 'Provably fair' })).toHaveTextContent(
      'client seed lucky-7, nonce 3.',
    )
    await expect(note.getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/en/games/fair')
  },
}

export const Guest: Story = {
  args: { fairness: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/The server commits to every drop/)).toBeVisible()
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Как это работает' })).toHaveAttribute(
      'href',
      '/games/fair',
    )
  },
}
