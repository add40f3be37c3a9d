import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { HomePage } from './home-page'

const serverError = () => ({ status: 500 as const, body: { error: 'Something went wrong...' } })

const meta = {
  component: HomePage,
  decorators: [withPageBoundary({ variant: 'tile', count: 6 })],
  parameters: { route: '/en' },
  globals: { locale: 'en' },
} satisfies Meta<typeof HomePage>

export default meta
type Story = StoryObj<typeof meta>

/** The fake backend's seed: banners, the top sites and the top cases (each section from code of its own, so after the heading). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'Free CS2, Rust and Dota 2 skins' })).toBeVisible()
    await expect(await page.findByRole('heading', { level: 2, name: 'Top sites' })).toBeVisible()
    const cases = page.getByRole('region', { name: 'Top free cases' })
    await expect(within(cases).getByRole('link', { name: 'All cases' })).toHaveAttribute('href', '/en/games/cases')
    const caseLinks = await within(cases).findAllByRole('link', { name: (name) => name !== 'All cases' })
    await expect(caseLinks.length).toBeGreaterThan(0)
    await expect(caseLinks[0]).toHaveAttribute('href', expect.stringMatching(/^\/en\/games\/cases\/[^/]+$/))
  },
}

export const Russian: Story = {
  parameters: { route: '/' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Бесплатные скины CS2, Rust и Dota 2' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Все кейсы' })).toHaveAttribute('href', '/games/cases')
  },
}

/** Every banner position is its own landmark with its own name. */
export const SignedIn: Story = {
  globals: { persona: 'regular' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByRole('complementary', { name: 'Advertisement at the bottom of the page' }),
    ).toBeVisible()
    const names = page.getAllByRole('complementary').map((region) => region.getAttribute('aria-label'))
    await expect(names.length).toBeGreaterThan(1)
    await expect(new Set(names).size).toBe(names.length)
  },
}

/** Only the top sites are slow: their own skeleton, the rest of the page is there. */
export const TopSitesLoading: Story = {
  parameters: { msw: [apiOverride('get', '/cards/top-cards', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('Loading top sites…')).toBeInTheDocument()
    await expect(page.getByRole('heading', { level: 2, name: 'Top free cases' })).toBeVisible()
  },
}

/** No top sites and no top cases: the headings stay, with an empty state for the sites. */
export const Empty: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/cases/top', () => ({ status: 200, body: { data: [] } })),
      apiOverride('get', '/cards/top-cards', () => ({ status: 200, body: { data: [] } })),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('No top sites yet')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Top free cases' })).toBeVisible()
  },
}

/** The top sites failed: their section shows the error and a retry, the rest of the page stays. */
export const TopSitesError: Story = {
  parameters: { msw: [apiOverride('get', '/cards/top-cards', serverError)] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const alert = await page.findByRole('alert')
    await expect(alert).toHaveTextContent('Could not load the top sites.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Free CS2, Rust and Dota 2 skins' })).toBeVisible()
  },
}

/** The top cases failed: the page-level error state with a retry. */
export const TopCasesError: Story = {
  parameters: { msw: [apiOverride('get', '/cases/top', serverError)] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page.queryByRole('heading', { level: 1 })).toBeNull()
  },
}
