import type { Meta, StoryObj } from '@storybook/react-vite'
import { useQuery } from '@tanstack/react-query'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { useApi } from '~/shared/services/app-services'
import { makeGiveaway } from '@testing/fixtures/props'
import { apiOverride } from '@testing/api-override'
import { giveawayQueryOptions } from '../api/giveaway'
import { withToasts } from '@testing/stories/with-toasts'
import { Button } from '~/shared/ui/button/button'
import { RewardPanel } from './reward-panel'

const giveaway = makeGiveaway()

const reward: Schemas['GiveawayReward'] = { id: 88, reward: '7H3KQ-XW2PL-9MZ4D' }

/** As on the giveaway page: the panel shows the cached giveaway, which taking a reward updates. */
function RewardPanelOnPage({ giveaway: initial }: { giveaway: Schemas['Giveaway'] }) {
  const live = useQuery({ ...giveawayQueryOptions(useApi(), initial.slug), initialData: initial }).data
  return <RewardPanel giveaway={live} />
}

const meta = {
  component: RewardPanel,
  decorators: [withToasts(420)],
  args: { giveaway },
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof RewardPanel>

export default meta
type Story = StoryObj<typeof meta>

/** A guest is offered the way in, not a captcha and a button that could only refuse them. */
export const Guest: Story = {
  args: { signIn: <Button>Sign in</Button> },
  globals: { persona: 'guest' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement)
    await expect(await panel.findByText(/^Sign in to take a reward/)).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Sign in' })).toBeVisible()
    await expect(panel.queryByRole('button', { name: 'Take the reward' })).toBeNull()
  },
}

/** Taking a reward without the captcha asks for it first. */
export const CaptchaMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Complete all the tasks, then take your reward.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Take the reward' }))
    const captcha = canvas.getByRole('checkbox', { name: "I'm not a robot" })
    await expect(captcha).toHaveAttribute('aria-invalid', 'true')
    await expect(captcha).toHaveAccessibleDescription('Tick the box to confirm you are not a robot.')
  },
}

/** The reward is taken: the key replaces the form, with a button to copy it. */
export const TakesTheReward: Story = {
  render: (args) => <RewardPanelOnPage {...args} />,
  parameters: {
    msw: [
      apiOverride('post', '/giveaways/{slug}/reward', () => ({
        status: 200,
        body: { data: reward } satisfies Schemas['GiveawayRewardResponse'],
      })),
      apiOverride('get', '/giveaways/{slug}', () => ({
        status: 200,
        body: { data: { ...giveaway, rewardsCount: 6, userLastReward: reward } } satisfies Schemas['GiveawayResponse'],
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('checkbox', { name: "I'm not a robot" }))
    await userEvent.click(canvas.getByRole('button', { name: 'Take the reward' }))
    await expect(await canvas.findByRole('button', { name: 'Copy 7H3KQ-XW2PL-9MZ4D' })).toBeVisible()
    await expect(canvas.getByText('Your game key')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Take the reward' })).toBeNull()
  },
}

/** A key taken earlier. */
export const GameKeyTaken: Story = {
  args: { giveaway: { ...giveaway, userLastReward: reward } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Your game key')).toBeVisible()
    await expect(canvas.getByText('7H3KQ-XW2PL-9MZ4D')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Copy 7H3KQ-XW2PL-9MZ4D' })).toBeVisible()
  },
}

export const PromocodeTaken: Story = {
  args: { giveaway: { ...giveaway, type: 'promocodes', userLastReward: { id: 89, reward: 'SPRING-25' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Your promocode')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Copy SPRING-25' })).toBeVisible()
  },
}

/** The server refuses the captcha: its message lands on the box, and the spent token is cleared. */
export const CaptchaRejected: Story = {
  parameters: {
    msw: [
      apiOverride('post', '/giveaways/{slug}/reward', () => ({
        status: 422,
        body: { errors: { captchaToken: ['The captcha has expired.'] } },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const captcha = await canvas.findByRole('checkbox', { name: "I'm not a robot" })
    await userEvent.click(captcha)
    await userEvent.click(canvas.getByRole('button', { name: 'Take the reward' }))
    await waitFor(() => expect(captcha).toHaveAccessibleDescription('The captcha has expired.'))
    await expect(captcha).not.toBeChecked()
  },
}

/** The conditions are the server's: a refusal (tasks not done) is an error toast. */
export const Refused: Story = {
  parameters: {
    msw: [
      apiOverride('post', '/giveaways/{slug}/reward', () => ({
        status: 400,
        body: { error: 'Complete all the tasks first.' },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('checkbox', { name: "I'm not a robot" }))
    await userEvent.click(canvas.getByRole('button', { name: 'Take the reward' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Complete all the tasks first.')
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Take the reward' })).toBeEnabled())
  },
}

export const Taking: Story = {
  parameters: { msw: [apiOverride('post', '/giveaways/{slug}/reward', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('checkbox', { name: "I'm not a robot" }))
    await userEvent.click(canvas.getByRole('button', { name: 'Take the reward' }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Take the reward' })).toHaveAttribute('aria-busy', 'true'),
    )
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).toBeDisabled()
  },
}

/** A level known to be too low is said instead of the tasks and the form, with the level check beside it. */
export const LevelTooLow: Story = {
  args: { giveaway: { ...giveaway, requiredSteamLevel: 20 }, checkLevel: <Button size="sm">Check level</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Your Steam level is too low for this giveaway')).toBeVisible()
    await expect(canvas.getByText(/It needs level 20, and yours is 10\./)).toBeVisible()
    await expect(canvas.queryByText('Complete all the tasks, then take your reward.')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Take the reward' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Check level' })).toBeVisible()
  },
}

/** A key taken when the level was enough stays shown, whatever the level is now. */
export const KeyTakenLevelTooLow: Story = {
  args: { giveaway: { ...giveaway, requiredSteamLevel: 20, userLastReward: reward } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Copy 7H3KQ-XW2PL-9MZ4D' })).toBeVisible()
  },
}

export const Ended: Story = {
  args: { giveaway: { ...giveaway, status: 'ended' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The giveaway has ended.')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const NoRewardsLeft: Story = {
  args: { giveaway: { ...giveaway, rewardsCount: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No rewards are left.')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Забрать награду' })).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: 'Я не робот' })).toBeInTheDocument()
  },
}

export const RussianLevelTooLow: Story = {
  args: { giveaway: { ...giveaway, requiredSteamLevel: 20 }, checkLevel: <Button size="sm">Проверить уровень</Button> },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Ваш уровень Steam слишком низок для этой раздачи')).toBeVisible()
    await expect(canvas.getByText(/Нужен уровень 20, а у вас 10\./)).toBeVisible()
  },
}

export const RussianKeyTaken: Story = {
  args: { giveaway: { ...giveaway, userLastReward: reward } },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Ваш ключ от игры')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Копировать 7H3KQ-XW2PL-9MZ4D' })).toBeVisible()
  },
}
