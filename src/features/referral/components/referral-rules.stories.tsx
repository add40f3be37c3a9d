import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { makeCore } from '@testing/fixtures/props'
import { withFrame } from '@testing/stories/with-frame'
import { apiOverride } from '@testing/api-override'
import { ReferralRules } from './referral-rules'

/** The site's config with the given referral reward. */
function coreWithReward(reward: number) {
  return apiOverride('get', '/core', () => {
    const core = makeCore()
    const body: Schemas['CoreResponse'] = { data: { ...core, config: { ...core.config, ref_reward_amount: reward } } }
    return { status: 200, body: body }
  })
}

const meta = {
  component: ReferralRules,
  decorators: [withFrame(720)],
  globals: { locale: 'en' },
} satisfies Meta<typeof ReferralRules>

export default meta
type Story = StoryObj<typeof meta>

/** The three steps and the conditions; the reward of the fake backend's config. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rules = await canvas.findByRole('region', { name: 'How it works' })
    const steps = within(rules).getAllByRole('listitem')
    await expect(steps).toHaveLength(3)
    await expect(steps[2]?.textContent).toMatch(/^You get \d[\d,]*\.\d{2} coins for each friend\.$/)
    await expect(canvas.getByText(/Steam level 5 or higher/)).toBeVisible()
  },
}

/** A fractional reward keeps two decimals. */
export const FractionalReward: Story = {
  parameters: { msw: [coreWithReward(7.5)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('7.50 coins')).toBeVisible()
  },
}

export const SignedIn: Story = { globals: { persona: 'regular' } }

export const Russian: Story = {
  parameters: { msw: [coreWithReward(7.5)] },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Как это работает' })).toBeVisible()
    await expect(canvas.getByText(/^7,50 /)).toBeVisible()
  },
}
