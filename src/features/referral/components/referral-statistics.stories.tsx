import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { ReferralStatistics } from './referral-statistics'

function statisticsHandler(stats: Schemas['RefStatistics']) {
  return apiOverride('get', '/ref/statistics', () => {
    const body: Schemas['RefStatisticsResponse'] = { data: stats }
    return { status: 200, body: body }
  })
}

/** The value shown for a term of the description list. */
function valueOf(canvasElement: HTMLElement, term: string): HTMLElement | null {
  const dt = within(canvasElement).getByText(term).closest('dt')
  return dt?.nextElementSibling instanceof HTMLElement ? dt.nextElementSibling : null
}

const meta = {
  component: ReferralStatistics,
  decorators: [withPageBoundary({ count: 1 })],
  // The referral page shows the statistics to signed-in users only.
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof ReferralStatistics>

export default meta
type Story = StoryObj<typeof meta>

/** The regular persona's statistics in the fake backend. */
export const Seeded: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Earned')
    await expect(valueOf(canvasElement, 'Earned')?.textContent).toMatch(/^\d[\d,]*\.\d{2} coins$/)
  },
}

/** Coins always with two decimals, next to the number of friends. */
export const WithReferrals: Story = {
  parameters: { msw: [statisticsHandler({ amount: 75, referrals: 3 })] },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Earned')
    await expect(valueOf(canvasElement, 'Earned')).toHaveTextContent('75.00 coins')
    await expect(valueOf(canvasElement, 'Referrals')).toHaveTextContent('3')
  },
}

/** Nobody activated the code yet. */
export const Empty: Story = {
  parameters: { msw: [statisticsHandler({ amount: 0, referrals: 0 })] },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Earned')
    await expect(valueOf(canvasElement, 'Earned')).toHaveTextContent('0.00 coins')
    await expect(valueOf(canvasElement, 'Referrals')).toHaveTextContent('0')
  },
}

/** Big numbers: grouped, rounded to two decimals. */
export const LongNumbers: Story = {
  parameters: { msw: [statisticsHandler({ amount: 1234567.891, referrals: 98765 })] },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Earned')
    await expect(valueOf(canvasElement, 'Earned')).toHaveTextContent('1,234,567.89 coins')
  },
}

export const Russian: Story = {
  parameters: { msw: [statisticsHandler({ amount: 1250.5, referrals: 3 })] },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Заработано')
    await expect(valueOf(canvasElement, 'Заработано')?.textContent).toMatch(/^1\s250,50 /)
  },
}

export const Loading: Story = {
  parameters: { msw: [apiOverride('get', '/ref/statistics', () => delay('infinite'))] },
}

export const Error: Story = {
  parameters: {
    msw: [apiOverride('get', '/ref/statistics', () => ({ status: 500, body: { error: 'Something went wrong...' } }))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
