import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { withFrame } from '@testing/stories/with-frame'
import { CardTile } from './card-tile'

const preview = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="10" fill="#e4572e"/><text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Arial" font-weight="700" font-size="24" fill="#fff">SB</text></svg>',
)}`

const card: Schemas['CardListItem'] = {
  preview,
  title: 'SkinBox',
  description: 'A balance bonus for signing up and a free case every day.',
  slug: 'skinbox',
  link: 'https://skinbox.example.com/?ref=freebie',
  reward: '$0.50 on the balance',
  promocode: 'FREEBIE',
  badges: [
    { id: 1, text: 'Verified', color: '#2ecc71' },
    { id: 2, text: 'Top', color: '#ff9f1a' },
    { id: 3, text: 'Exclusive', color: '#7b2cbf' },
  ],
  hideRuLink: false,
  rating: 4.6,
}

const meta = {
  component: CardTile,
  decorators: [withFrame(360)],
  args: { card },
  globals: { locale: 'en' },
} satisfies Meta<typeof CardTile>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'SkinBox' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /^Go to site SkinBox/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow sponsored',
    )
    await expect(canvas.getByRole('button', { name: 'Copy promocode FREEBIE' })).toBeVisible()
  },
}

/** The picture is no link of its own: the title link reaches over it, so a press on it opens the card. */
export const PictureOpensTheCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const title = await canvas.findByRole('link', { name: 'SkinBox' })
    const picture = canvasElement.querySelector('img')!.getBoundingClientRect()
    const hit = document.elementFromPoint(picture.left + picture.width / 2, picture.top + picture.height / 2)
    await expect(hit?.closest('a')).toBe(title)
    await expect(canvas.getAllByRole('link', { name: /SkinBox/ })).toHaveLength(3)
  },
}

/** A subcategory names the link with its `button_text`. */
export const SubcategoryButtonText: Story = { args: { visitLabel: 'Claim the bonus' } }

export const NoPromocodeNoRating: Story = { args: { card: { ...card, promocode: null, rating: 0, badges: [] } } }

export const LongText: Story = {
  args: {
    card: {
      ...card,
      title: 'SuperMegaUltraSkinCasesAndGiveawaysPlatformWithAVeryLongName',
      description: 'A very long description of the site that keeps going. '.repeat(8),
      reward: 'A free case every day, 10% on the first deposit and a weekly giveaway of knives for active players',
      promocode: 'SPRING-2025-SUPER-BONUS-CODE',
    },
  },
}

/**
 * The fake backend tells a Russian-language visitor's country as RU: a site flagged
 * `hideRuLink` loses its link, with a note saying it is not available there; the details stay.
 */
export const HiddenLinkForRussia: Story = {
  args: { card: { ...card, hideRuLink: true } },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'SkinBox' })).toBeVisible()
    await expect(canvasElement.querySelector('a[href^="https://skinbox"]')).toBeNull()
    await expect(canvas.getByText('Ссылка на этот сайт недоступна в вашем регионе.')).toBeVisible()
  },
}

export const Russian: Story = { globals: { locale: 'ru' } }
