import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { withToasts } from '@testing/stories/with-toasts'
import { FairnessSeedsCard } from './fairness-seeds-card'

const meta = {
  component: FairnessSeedsCard,
  decorators: [withToasts(520)],
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof FairnessSeedsCard>

export default meta
type Story = StoryObj<typeof meta>

/** The user's first seeds are made on first need; a new client seed reveals the old server seed. */
export const ChangeClientSeed: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    const hash = await card.findByText(/^[0-9a-f]{64}$/)
    const committed = hash.textContent
    const seed = card.getByRole<HTMLInputElement>('textbox', { name: 'Client seed' })
    await expect(seed.value).toMatch(/^[0-9a-f]{16}$/)
    await userEvent.clear(seed)
    await userEvent.type(seed, 'my-lucky-seed')
    await userEvent.click(card.getByRole('button', { name: 'Change the client seed' }))
    await expect(await card.findByText('New seeds are in use; the old server seed is revealed.')).toBeInTheDocument()
    const revealed = within(
      await card
        .findByRole('heading', { name: 'Revealed seeds' })
        .then((heading) => heading.parentElement ?? canvasElement),
    )
    await expect(revealed.getByText(committed ?? '')).toBeVisible()
    await expect(card.getByRole('textbox', { name: 'Client seed' })).toHaveValue('my-lucky-seed')
  },
}

/** A client seed outside the contract's rule: the form says so on the field and the text stays. */
export const RefusedClientSeed: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    const seed = await card.findByRole('textbox', { name: 'Client seed' })
    await userEvent.clear(seed)
    await userEvent.type(seed, 'not a seed')
    await userEvent.click(card.getByRole('button', { name: 'Change the client seed' }))
    await expect(await card.findByText('Only Latin letters, digits, - and _.')).toBeVisible()
    await expect(seed).toHaveValue('not a seed')
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Раскрыть серверный сид' })).toBeVisible()
  },
}
