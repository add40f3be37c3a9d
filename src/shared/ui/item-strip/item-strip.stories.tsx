import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ItemStrip, StripPicture, StripUser, itemStripCardClass } from './item-strip'

const skin = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90"><rect width="120" height="90" rx="10" fill="#1b1f2a"/><ellipse cx="60" cy="48" rx="48" ry="28" fill="#8847ff" fill-opacity=".35"/></svg>',
)}`
const avatar = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="18" height="18"><circle cx="9" cy="9" r="9" fill="#29a36a"/></svg>')}`

interface Winner {
  id: number
  name: string
}

const winners: Winner[] = [
  { id: 1, name: 'Dmitry_K' },
  { id: 2, name: 'AVeryLongSteamNameThatDoesNotFitAnywhere_1234567890' },
  ...Array.from({ length: 10 }, (_, i) => ({ id: i + 3, name: `Player${i + 3}` })),
]

const meta = {
  component: ItemStrip<Winner>,
  args: {
    titleId: 'strip-title',
    title: 'Last winners',
    emptyText: 'Nobody has won yet.',
    items: winners,
    focusable: true,
    itemKey: (winner: Winner) => winner.id,
    renderItem: (winner: Winner) => (
      <div className={itemStripCardClass}>
        <StripPicture image={skin} />
        <StripUser avatar={avatar} name={winner.name} />
      </div>
    ),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof ItemStrip<Winner>>

export default meta
type Story = StoryObj<typeof meta>

/** Entries with nothing focusable in them: the list takes focus and scrolls sideways, its far edge faded. */
export const Focusable: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Last winners' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12)
    await expect(list).toHaveAttribute('tabindex', '0')
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth)
    await expect(getComputedStyle(list).maskImage).toMatch(/linear-gradient.*32px/)
    list.focus()
    await expect(list).toHaveFocus()
  },
}

/** A name too long for its card is cut, and the whole name stays in the tooltip. */
export const LongName: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Last winners' })
    const name = within(list).getByText(winners[1]?.name ?? '')
    await expect(name).toHaveAttribute('title', winners[1]?.name)
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth)
  },
}

/** Entries that are links take the keyboard along the strip themselves: the list takes no focus. */
export const LinkEntries: Story = {
  args: {
    focusable: false,
    renderItem: (winner: Winner) => (
      <a className={itemStripCardClass} href={`#winner-${winner.id}`}>
        <StripPicture image={skin} />
        <StripUser avatar={avatar} name={winner.name} />
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Last winners' })
    await expect(list).not.toHaveAttribute('tabindex')
    await expect(within(list).getAllByRole('link')).toHaveLength(12)
  },
}

/** Nothing yet: the heading stays and says so, with no empty list. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Last winners' })).toBeVisible()
    await expect(canvas.getByText('Nobody has won yet.')).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

/** The strip in Russian: the same cards, the title and the names as the page gives them. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { title: 'Последние победители', items: [{ id: 1, name: 'ОченьДлинноеИмяИгрокаВСтиме_2026' }] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Последние победители' })
    await expect(within(list).getByText('ОченьДлинноеИмяИгрокаВСтиме_2026')).toHaveAttribute(
      'title',
      'ОченьДлинноеИмяИгрокаВСтиме_2026',
    )
  },
}
