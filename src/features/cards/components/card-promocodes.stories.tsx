import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { CardPromocodes } from './card-promocodes'

const card: Schemas['Card'] = {
  preview: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="14" fill="#7b2cbf"/></svg>')}`,
  title: 'UltraCases',
  fullTitle: 'UltraCases: free CS2 skins for signing up',
  description: 'Daily free case and a bonus for the first deposit.',
  slug: 'ultracases',
  link: 'https://ultracases.example/?ref=freeskins',
  reward: '$1 on the balance',
  promocode: 'ULTRA-WELCOME',
  badges: [],
  hideRuLink: false,
  rating: 4.2,
  text: '<p>About the site.</p>',
  textHeadings: [],
  instruction: '<p>Sign in and enter the code.</p>',
  buttonText: 'Claim the bonus',
  seoTitle: null,
  seoDescription: null,
  showAlert: false,
  promocodes: [
    {
      id: 1,
      title: '$1 bonus',
      description: 'Enter it on your first deposit.',
      code: 'ULTRA-WELCOME',
      validUntil: '2099-06-30T23:59:59.000Z',
      hideLinkRu: false,
    },
    {
      id: 2,
      title: 'Free case',
      description: 'Opens the daily case once more.',
      code: 'CASE2',
      validUntil: null,
      hideLinkRu: true,
    },
    {
      id: 3,
      title: 'Spring deposit bonus',
      description: 'Expired last spring.',
      code: 'SPRING',
      validUntil: '2020-05-01T00:00:00.000Z',
      hideLinkRu: false,
    },
  ],
}

const meta = {
  component: CardPromocodes,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 760 }}>
        <p>The card's text comes before its promocodes.</p>
        <Story />
      </div>
    ),
  ],
  args: { card },
  globals: { locale: 'en' },
} satisfies Meta<typeof CardPromocodes>

export default meta
type Story = StoryObj<typeof meta>

/** Valid, open-ended and expired codes in a region named by its heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Promocodes' })
    const section = within(region)
    await expect(section.getAllByRole('listitem')).toHaveLength(3)
    await expect(section.getByRole('button', { name: 'Copy promocode CASE2' })).toBeVisible()
    await expect(section.getByText('No expiry date')).toBeVisible()
    await expect(section.getByText('Expired on 1 May 2020')).toBeVisible()
    await expect(section.getAllByRole('link', { name: /^Use on the site UltraCases/ })).toHaveLength(3)
  },
}

/** A card without codes shows no section at all. */
export const NoPromocodes: Story = {
  args: { card: { ...card, promocodes: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText("The card's text comes before its promocodes.")).toBeVisible()
    await expect(canvas.queryByRole('region')).toBeNull()
  },
}

/** In Russia (the fake backend's country for Russian) only the codes not flagged `hideLinkRu` keep a link. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Промокоды' })
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3)
    await expect(within(region).getAllByRole('link')).toHaveLength(2)
  },
}

/** A site hidden for Russia hides the links of all its codes. */
export const SiteHiddenForRussia: Story = {
  args: { card: { ...card, hideRuLink: true } },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Промокоды' })
    await expect(within(region).queryByRole('link')).toBeNull()
  },
}

export const ManyCodes: Story = {
  args: {
    card: {
      ...card,
      promocodes: Array.from({ length: 8 }, (_, i) => ({
        id: i + 1,
        title: `Bonus number ${i + 1} with a rather long title that wraps`,
        description: 'Enter the code in the bonus section of your profile. '.repeat(2),
        code: `LONG-PROMOCODE-NUMBER-${i + 1}-2025`,
        validUntil: i % 2 === 0 ? '2099-01-01T00:00:00.000Z' : null,
        hideLinkRu: false,
      })),
    },
  },
}
