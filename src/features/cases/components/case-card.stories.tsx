import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { withFrame } from '~/shared/testing/with-frame'
import { CaseCard } from './case-card'

const preview = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" rx="24" fill="#e39a2d"/></svg>')}`

const dailyCase: Schemas['CaseSummary'] = { title: 'Daily case', slug: 'daily-case', preview, type: 'free', nextOpeningDate: null }

const meta = {
  component: CaseCard,
  decorators: [withFrame(260)],
  args: { item: dailyCase },
  globals: { locale: 'en' },
} satisfies Meta<typeof CaseCard>

export default meta
type Story = StoryObj<typeof meta>

/** The title links to the case; the line under it says how the case opens. */
export const Free: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    const link = card.getByRole('link', { name: 'Daily case' })
    await expect(link).toHaveAttribute('href', '/en/games/cases/daily-case')
    await expect(card.getByRole('heading', { level: 3, name: 'Daily case' })).toContainElement(link)
    await expect(card.getByText('Free: complete the tasks')).toBeVisible()
  },
}

export const Promocode: Story = {
  args: { item: { ...dailyCase, title: 'Promo case', slug: 'promo-case', type: 'promocode' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Opens with a promocode')).toBeVisible()
  },
}

export const Timed: Story = {
  args: { item: { ...dailyCase, title: 'The symbol', slug: 'symbol-case', type: 'timed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Symbol: opens for 1 minute at a time')).toBeVisible()
  },
}

/** Russian is the default locale: its links have no locale prefix. */
export const Russian: Story = {
  args: { item: { ...dailyCase, title: 'Ежедневный кейс' } },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByRole('link', { name: 'Ежедневный кейс' })).toHaveAttribute('href', '/games/cases/daily-case')
    await expect(card.getByText('Бесплатно: выполните задания')).toBeVisible()
  },
}

export const LongTitle: Story = {
  args: { item: { ...dailyCase, title: 'The legendary veteran case for players who have been with us since the very first season' } },
}

/** A preview that is not a safe image address is left out, not put into `src`. */
export const UnsafePreview: Story = {
  args: { item: { ...dailyCase, preview: 'javascript:alert(1)' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull()
    await expect(within(canvasElement).getByRole('link', { name: 'Daily case' })).toBeVisible()
  },
}
