import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { Button } from '~/shared/ui/button/button'
import { GiveawayPage } from './giveaway-page'

const meta = {
  component: GiveawayPage,
  decorators: [withFrame()],
  // The route puts the tasks feature's list and the profile's level check here; stories of one
  // feature show stand-ins.
  args: {
    slug: 'cyberpunk-key',
    tasks: <p>The giveaway's task list goes here.</p>,
    checkLevel: <Button size="sm">Check level</Button>,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof GiveawayPage>

export default meta
type Story = StoryObj<typeof meta>

export const Active: Story = {
  globals: { persona: 'regular' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('button', { name: 'Take the reward' })).toBeInTheDocument()
    await expect(page.getByText('Required Steam level')).toBeInTheDocument()
  },
}

/** Below the required level (`low-level` is at 3, the giveaway needs 5): told so before the tasks, with the level check. */
export const LevelTooLow: Story = {
  globals: { persona: 'low-level' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const levelMessage = await page.findByText('Your Steam level is too low for this giveaway')
    await expect(page.getByText(/It needs level 5, and yours is 3\./)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Check level' })).toBeVisible()
    await expect(page.queryByRole('button', { name: 'Take the reward' })).toBeNull()
    const tasksHeading = page.getByRole('heading', { name: 'Tasks' })
    await expect(levelMessage.compareDocumentPosition(tasksHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  },
}

export const RussianLevelTooLow: Story = {
  globals: { locale: 'ru', persona: 'low-level' },
  args: { checkLevel: <Button size="sm">Проверить уровень</Button> },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Ваш уровень Steam слишком низок для этой раздачи'),
    ).toBeVisible()
  },
}

export const Ended: Story = { args: { slug: 'hades-key' } }

export const Russian: Story = { globals: { locale: 'ru', persona: 'regular' } }
