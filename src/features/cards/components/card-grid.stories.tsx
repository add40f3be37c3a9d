import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { withFrame } from '@testing/stories/with-frame'
import { atViewport, viewportParameters, type LayoutViewport } from '@testing/layout/viewports'
import { CardGrid } from './card-grid'

const colors = ['#2b6cb0', '#e4572e', '#29a36a', '#7b2cbf']

function card(n: number): Schemas['CardListItem'] {
  return {
    preview: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="10" fill="${colors[n % colors.length]}"/></svg>`)}`,
    title: `Site ${n}`,
    description: 'Daily free case and a bonus for the first deposit.',
    slug: `site-${n}`,
    link: `https://site-${n}.example/`,
    reward: 'Free case',
    promocode: n % 2 === 0 ? `CODE${n}` : null,
    badges: n % 3 === 0 ? [{ id: 1, text: 'Top', color: '#e9b824' }] : [],
    hideRuLink: false,
    rating: (n % 5) + 0.5,
  }
}

const cards = Array.from({ length: 6 }, (_, i) => card(i + 1))

const meta = {
  component: CardGrid,
  decorators: [withFrame()],
  args: { cards },
  globals: { locale: 'en' },
} satisfies Meta<typeof CardGrid>

export default meta
type Story = StoryObj<typeof meta>

/** Every card in its own list item, titled at level 3 by default (under the page's section heading), rendered only near the screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByRole('article')).toHaveLength(6)
    // The grid's own items; each card's badges are a list of their own.
    const items = [...(canvas.getAllByRole('list')[0]?.children ?? [])]
    await expect(items).toHaveLength(6)
    await expect(canvas.getByRole('heading', { level: 3, name: 'Site 4' })).toBeVisible()
    // Cards below the fold cost no style, layout or paint while the page wakes up.
    await expect(items.map((item) => getComputedStyle(item).contentVisibility)).toEqual(Array(6).fill('auto'))
  },
}

/** Straight under the page title the titles go one level up, and a subcategory names the links. */
export const TopLevelWithButtonText: Story = {
  args: { headingLevel: 2, visitLabel: 'Claim the bonus' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Site 1' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull()
    await expect(canvas.getAllByRole('link', { name: /^Claim the bonus/ })).toHaveLength(6)
  },
}

export const SingleCard: Story = { args: { cards: [card(3)] } }

export const LongText: Story = {
  args: {
    cards: cards.slice(0, 4).map((item) => ({
      ...item,
      title: `${item.title}: SuperMegaUltraSkinCasesAndGiveawaysPlatformWithAVeryLongName`,
      description: 'A very long description of the site that keeps going. '.repeat(6),
      reward: 'A free case every day, 10% on the first deposit and a weekly giveaway of knives',
    })),
  },
}

export const Russian: Story = { globals: { locale: 'ru' } }

/** The cards shown, counted per row (rows told apart by their tops). */
function rowLengths(canvasElement: HTMLElement): number[] {
  const rows = new Map<number, number>()
  for (const tile of within(canvasElement).getAllByRole('article')) {
    const top = Math.round(tile.getBoundingClientRect().top)
    rows.set(top, (rows.get(top) ?? 0) + 1)
  }
  return [...rows.values()]
}

/** A showcase of whole rows: at each column count the last row's stragglers are left out. */
function wholeRows(viewport: LayoutViewport, count: number, expected: number[]): Story {
  return {
    args: { cards: Array.from({ length: count }, (_, i) => card(i + 1)), wholeRows: true },
    parameters: viewportParameters,
    globals: atViewport(viewport),
    play: async ({ canvasElement }) => {
      await within(canvasElement).findAllByRole('article')
      await expect(rowLengths(canvasElement)).toEqual(expected)
    },
  }
}

/** The home page's eight top sites: two columns at 900 px… */
export const WholeRowsTwoColumns = wholeRows('w900', 7, [2, 2, 2])
/** …three at 1440 px, where two of eight would start a third row… */
export const WholeRowsThreeColumns = wholeRows('w1440', 8, [3, 3])
/** …four from 1600 px. */
export const WholeRowsFourColumns = wholeRows('w1600', 11, [4, 4])
/** A list shorter than a row stays whole. */
export const WholeRowsShortList = wholeRows('w1440', 2, [2])
