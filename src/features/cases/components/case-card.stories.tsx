import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { Frame } from '@testing/stories/with-frame'
import { CaseCard } from './case-card'

const preview = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" rx="24" fill="#e39a2d"/></svg>')}`

const dailyCase: Schemas['CaseSummary'] = {
  title: 'Daily case',
  slug: 'daily-case',
  preview,
  type: 'free',
  nextOpeningDate: null,
}

// Moments from when the story file loads: countdowns run in the browser's time.
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString()
const HOUR = 3_600_000

/** Every state a card can say, as the list answers it for a signed-in user. */
const states: Record<string, Schemas['CaseSummary']> = {
  available: { ...dailyCase, tasksCompleted: 3, tasksTotal: 3 },
  dropWaiting: {
    ...dailyCase,
    tasksCompleted: 0,
    tasksTotal: 3,
    hasAvailableItem: true,
    nextOpeningDate: inMs(24 * HOUR),
  },
  tasks: { ...dailyCase, title: 'Follower case', slug: 'social-case', tasksCompleted: 1, tasksTotal: 4 },
  promocode: {
    ...dailyCase,
    title: 'Promo case',
    slug: 'promo-case',
    type: 'promocode',
    tasksTotal: 0,
    tasksCompleted: 0,
    hasActivatedPromocode: false,
  },
  cooldown: {
    ...dailyCase,
    title: 'Partner case',
    slug: 'partner-case',
    type: 'promocode',
    nextOpeningDate: inMs(11 * HOUR),
    hasActivatedPromocode: false,
  },
  symbolOpen: {
    ...dailyCase,
    title: 'Symbol case',
    slug: 'symbol-case',
    type: 'timed',
    timedWindow: { open: true, opensAt: inMs(-20_000), closesAt: inMs(40_000) },
  },
  symbolClosed: {
    ...dailyCase,
    title: 'Symbol case',
    slug: 'symbol-case',
    type: 'timed',
    timedWindow: { open: false, opensAt: inMs(200_000), closesAt: inMs(260_000) },
  },
}

const meta = {
  component: CaseCard,
  // A card's room in a list; `frameWidth: null` gives a story the whole content column.
  decorators: [
    (Story, { parameters }) => (
      <Frame maxWidth={parameters.frameWidth === null ? undefined : 260}>
        <Story />
      </Frame>
    ),
  ],
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

export const Ready: Story = {
  args: { item: states.available },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ready to open')).toBeVisible()
  },
}

export const DropWaiting: Story = {
  args: { item: states.dropWaiting },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your drop is waiting')).toBeVisible()
  },
}

/** Locked by its tasks: how many of them the user has done. */
export const LockedByTasks: Story = {
  args: { item: states.tasks },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Tasks done: 1 of 4')).toBeVisible()
  },
}

export const LockedByPromocode: Story = {
  args: { item: states.promocode },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Needs a promocode')).toBeVisible()
  },
}

/** Cooling down: a live countdown to `nextOpeningDate`. */
export const CoolingDown: Story = {
  args: { item: states.cooldown },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByText(/Available in/)).toBeVisible()
    await expect(await card.findByRole('timer')).toHaveTextContent(/^1[01]:\d\d:\d\d$/)
  },
}

/** The symbol case's window, open now: how long it stays open. */
export const SymbolOpen: Story = {
  args: { item: states.symbolOpen },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByText(/Open for/)).toBeVisible()
    await expect(await card.findByRole('timer')).toHaveTextContent(/^0:00:[34]\d$/)
  },
}

/** The symbol case, closed: when it opens next. */
export const SymbolClosed: Story = {
  args: { item: states.symbolClosed },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByText(/Opens in/)).toBeVisible()
    await expect(await card.findByRole('timer')).toHaveTextContent(/^0:0[23]:\d\d$/)
  },
}

/** Every state side by side, as a list of cases shows them. */
export const AllStates: Story = {
  parameters: { frameWidth: null },
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: 12,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {Object.entries(states).map(([key, item]) => (
        <li key={key} style={{ display: 'grid' }}>
          <CaseCard item={item} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(7)
  },
}

export const AllStatesRussian: Story = {
  ...AllStates,
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement)
    await expect(cards.getByText('Можно открыть')).toBeVisible()
    await expect(cards.getByText('Выполнено заданий: 1 из 4')).toBeVisible()
    await expect(cards.getByText('Нужен промокод')).toBeVisible()
    await expect(cards.getByText(/Откроется через/)).toBeVisible()
  },
}

export const LongTitle: Story = {
  args: {
    item: {
      ...dailyCase,
      title: 'The legendary veteran case for players who have been with us since the very first season',
    },
  },
}

/** A preview that is not a safe image address is left out, not put into `src`. */
export const UnsafePreview: Story = {
  args: { item: { ...dailyCase, preview: 'javascript:alert(1)' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull()
    await expect(within(canvasElement).getByRole('link', { name: 'Daily case' })).toBeVisible()
  },
}
