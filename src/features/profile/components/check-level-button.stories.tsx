import type { Meta, StoryObj } from '@storybook/react-vite'
import { useQuery } from '@tanstack/react-query'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import { coreQueryOptions } from '~/shared/core-data/core-query'
import { useApi } from '~/shared/services/app-services'
import { withToasts } from '@testing/stories/with-toasts'
import { apiOverride } from '@testing/api-override'
import { CheckLevelButton } from './check-level-button'

/** The level every page reads (the signed-in user's), beside the button that refreshes it. */
function WithLevel() {
  const level = useQuery(coreQueryOptions(useApi())).data?.currentUser?.steamLevel
  return (
    <>
      <p>Level on the site: {level ?? '…'}</p>
      <CheckLevelButton />
    </>
  )
}

const meta = {
  component: CheckLevelButton,
  decorators: [withToasts(420)],
  globals: { locale: 'en', persona: 'new' },
} satisfies Meta<typeof CheckLevelButton>

export default meta
type Story = StoryObj<typeof meta>

/** `new` is at 0 on the site and 3 on the fake platform: the check says 3, and every page's level follows. */
export const RefreshesTheLevel: Story = {
  render: () => <WithLevel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Level on the site: 0')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Check level' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your Steam level is 3.')
    await expect(canvas.getByText('Level on the site: 3')).toBeVisible()
  },
}

export const Checking: Story = {
  parameters: { msw: [apiOverride('post', '/profile/check-steam-level', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Check level' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
  },
}

/** As a giveaway or a referral landing shows it, where it is the way on. */
export const Primary: Story = { args: { variant: 'primary' } }

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Проверить уровень' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Ваш уровень Steam: 3.')
  },
}
