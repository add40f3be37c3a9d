import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { sampleCategories } from '@testing/fixtures/props'
import { SearchDropdown } from './search-dropdown'

const results = [
  { title: 'SkinBox', description: 'A bonus for signing up and a daily free case.', slug: 'skinbox' },
  { title: 'HyperStorm', description: 'Daily bonus, cashback and promocodes for regular players.', slug: 'hyperstorm' },
  { title: 'FrostRush', description: 'A popular site with upgrades, contracts and big giveaways.', slug: 'frostrush' },
  { title: 'GiftStorm', description: 'Fair drops, fast withdrawal and a free case for beginners.', slug: 'giftstorm' },
  { title: 'LootRush', description: 'Promocodes every week.', slug: 'lootrush' },
]

const meta = {
  component: SearchDropdown,
  args: {
    id: 'search-dropdown',
    type: 'cards',
    onTypeChange: fn(),
    categories: sampleCategories,
    state: { status: 'success', results, total: 38 },
    onNavigate: fn(),
    onLeaveUp: fn(),
  },
  // The dropdown hangs below the search field; the form lets "Show all results" submit.
  decorators: [
    (Story) => (
      <form
        style={{ position: 'relative', width: 400, height: 460, margin: 24 }}
        onSubmit={(event) => event.preventDefault()}
      >
        <Story />
      </form>
    ),
  ],
  globals: { locale: 'en' },
} satisfies Meta<typeof SearchDropdown>

export default meta
type Story = StoryObj<typeof meta>

export const Results: Story = {}
export const Articles: Story = {
  args: {
    type: 'articles',
    state: {
      status: 'success',
      results: [{ title: 'How to get free skins', description: 'A guide.', slug: 'guide' }],
      total: 1,
    },
  },
}
export const Loading: Story = { args: { state: { status: 'loading' } } }
export const NothingFound: Story = { args: { state: { status: 'success', results: [], total: 0 } } }
export const Failed: Story = { args: { state: { status: 'error', retry: fn(), retrying: false } } }

const manyCategories = ['CS2 cases', 'Free skins', 'Rust skins', 'Dota 2 items', 'Promocodes', 'Giveaway sites'].map(
  (name, index) => ({ id: index + 1, name, slug: `c${index}`, image: sampleCategories[0]?.image ?? '' }),
)

/**
 * More categories than one row holds: the row scrolls sideways (its edge faded), the results stay
 * in sight under it, and the last category scrolls fully into the dropdown.
 */
export const ManyCategories: Story = {
  args: { categories: manyCategories },
  play: async ({ canvasElement }) => {
    const dropdown = await within(canvasElement).findByRole('dialog')
    const links = within(within(dropdown).getByRole('navigation', { name: 'Go to a category' })).getAllByRole('link')
    await expect(links).toHaveLength(6)
    const row = links[0]?.closest('ul')
    if (!row) throw new Error('the categories are a list')
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth)
    await expect(getComputedStyle(row).maskImage).toMatch(/linear-gradient.*28px/)
    await expect(row.getBoundingClientRect().height).toBeLessThan(60)
    const last = links[links.length - 1]
    last?.scrollIntoView({ inline: 'end' })
    await waitFor(() =>
      expect(last?.getBoundingClientRect().right).toBeLessThanOrEqual(dropdown.getBoundingClientRect().right),
    )
  },
}
