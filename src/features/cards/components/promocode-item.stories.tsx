import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { PromocodeItem } from './promocode-item'

const promocode: Schemas['CardPromocode'] = {
  id: 1,
  title: '$1 bonus',
  description: 'Enter it on your first deposit.',
  code: 'ULTRA-WELCOME',
  validUntil: '2099-06-30T23:59:59.000Z',
  hideLinkRu: false,
}

const meta = {
  component: PromocodeItem,
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 24, maxWidth: 480 }}>
        <Story />
      </ul>
    ),
  ],
  args: {
    promocode,
    siteLink: 'https://ultracases.example/?ref=freeskins',
    siteName: 'UltraCases',
    siteHiddenForRussia: false,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof PromocodeItem>

export default meta
type Story = StoryObj<typeof meta>

/** A code valid until a future date, to copy and use on the card's site. */
export const Valid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 3, name: '$1 bonus' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Copy promocode ULTRA-WELCOME' })).toBeVisible()
    const link = canvas.getByRole('link', { name: 'Use on the site UltraCases (opens in a new tab)' })
    await expect(link).toHaveAttribute('href', 'https://ultracases.example/?ref=freeskins')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(canvas.getByText('Valid until 30 June 2099')).toBeVisible()
  },
}

export const NoExpiryDate: Story = {
  args: { promocode: { ...promocode, validUntil: null, description: '' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No expiry date')).toBeVisible()
  },
}

export const Expired: Story = {
  args: { promocode: { ...promocode, validUntil: '2020-05-01T00:00:00.000Z' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Expired on 1 May 2020')).toBeVisible()
  },
}

/** The fake backend tells a Russian-language visitor's country as RU: the code's `hideLinkRu` drops its link. */
export const LinkHiddenForRussia: Story = {
  args: { promocode: { ...promocode, hideLinkRu: true } },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Копировать промокод ULTRA-WELCOME' })).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
    await expect(canvas.getByText('Ссылка на этот сайт недоступна в вашем регионе.')).toBeVisible()
  },
}

/** Hiding the whole site for Russia hides the link of each of its codes too; the site's own note says why, once. */
export const SiteHiddenForRussia: Story = {
  args: { siteHiddenForRussia: true },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: '$1 bonus' })).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
    await expect(canvas.queryByText('Ссылка на этот сайт недоступна в вашем регионе.')).toBeNull()
  },
}

/** The same flag means nothing outside Russia: an English visitor (US) keeps the link. */
export const FlaggedLinkOutsideRussia: Story = {
  args: { promocode: { ...promocode, hideLinkRu: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /^Use on the site UltraCases/ })).toBeVisible()
  },
}

export const LongText: Story = {
  args: {
    promocode: {
      ...promocode,
      title: 'A welcome bonus for the first deposit, a free case every day and a weekly knife giveaway',
      description: 'Enter the code in the bonus section of your profile after you link your trade URL. '.repeat(4),
      code: 'SPRING-2025-SUPER-WELCOME-BONUS-CODE-FOR-NEW-PLAYERS',
    },
    siteName: 'SuperMegaUltraSkinCasesAndGiveawaysPlatformWithAVeryLongName',
  },
}

export const Russian: Story = { globals: { locale: 'ru' } }
