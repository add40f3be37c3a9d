import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { CardPage } from './card-page'

const longCard: Schemas['Card'] = {
  preview: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="14" fill="#7b2cbf"/></svg>')}`,
  title: 'UltraCases',
  fullTitle:
    'UltraCases — free CS2 skins for signing up, daily cases, weekly knife giveaways and a welcome bonus for every new player',
  description: 'A very long description that explains everything the site gives. '.repeat(5),
  slug: 'ultracases',
  link: 'https://ultracases.example/?ref=freeskins',
  reward: '$1 on the balance, a free case every 24 hours and 15% on the first deposit',
  promocode: 'ULTRA-WELCOME-2025',
  badges: [
    { id: 1, text: 'Verified', color: '#29a36a' },
    { id: 2, text: 'Top', color: '#e9b824' },
    { id: 3, text: 'Exclusive', color: '#cd412b' },
  ],
  hideRuLink: false,
  rating: 3.7,
  text: `<h2 id="about">About the site</h2><p>${'The site has been around since 2019 and pays out quickly. '.repeat(10)}</p><h3 id="pros">Pros</h3><ul><li>Fast withdrawals</li><li>Daily cases</li></ul><h2 id="how">How to get the bonus</h2><p>${'Sign in, link your trade URL and open the bonus section. '.repeat(6)}</p>`,
  textHeadings: [
    { id: 'about', text: 'About the site', level: 2 },
    { id: 'pros', text: 'Pros', level: 3 },
    { id: 'how', text: 'How to get the bonus', level: 2 },
  ],
  instruction:
    '<ol><li>Go to the site with the button above.</li><li>Sign in through the game platform.</li><li>Enter the promocode in the bonus section.</li></ol>',
  buttonText: 'Claim the bonus',
  seoTitle: null,
  seoDescription: null,
  showAlert: true,
  promocodes: [
    {
      id: 1,
      title: '$1 bonus',
      description: 'Enter it on your first deposit.',
      code: 'ULTRA-WELCOME-2025',
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
  component: CardPage,
  decorators: [withPageBoundary({ variant: 'tile', count: 3 })],
  args: { slug: 'epicbox' },
  globals: { locale: 'en' },
} satisfies Meta<typeof CardPage>

export default meta
type Story = StoryObj<typeof meta>

/** A seeded card with promocodes, contents and similar sites. */
export const Seeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Promocodes' })).toBeVisible()
  },
}

/**
 * EpicBox, the top site, asks not to be linked in Russia (the fake backend tells a Russian
 * visitor's country as RU): instead of its button a note says the link is not available there,
 * and its steps name the site instead of pointing at a button that is not on the page.
 */
export const SeededRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible()
    await expect(canvas.getByText('Ссылка на этот сайт недоступна в вашем регионе.')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /EpicBox \(откроется в новой вкладке\)/ })).toBeNull()
    const steps = canvas.getByRole('region', { name: 'Как получить награду' })
    await expect(steps).toHaveTextContent('Откройте сайт EpicBox в браузере.')
    await expect(steps).not.toHaveTextContent(/кнопк/i)
  },
}

/** Long titles, texts and codes; the alert; valid, open-ended and expired promocodes. */
export const LongText: Story = {
  args: { slug: 'ultracases' },
  parameters: {
    msw: [
      apiOverride('get', '/cards/{slug}', () => ({ status: 200, body: { data: longCard } })),
      apiOverride('get', '/cards/{slug}/similar', () => ({ status: 200, body: { data: [] } })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('note')).toBeVisible()
    await expect(canvas.getByText(/^Expired on/)).toBeVisible()
    await expect(canvas.getByText('No expiry date')).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Contents' })).toBeVisible()
  },
}

export const Loading: Story = { parameters: { msw: [apiOverride('get', '/cards/{slug}', () => delay('infinite'))] } }

export const Error: Story = {
  parameters: {
    msw: [apiOverride('get', '/cards/{slug}', () => ({ status: 500, body: { error: 'Something went wrong...' } }))],
  },
}
