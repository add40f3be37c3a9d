import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useRouterState } from '@tanstack/react-router'
import { HeaderSearch } from './header-search'

/** The story router's address, to see where a search went. */
function CurrentAddress() {
  const href = useRouterState({ select: (state) => state.location.href })
  return <output aria-label="Current address">{href}</output>
}

const meta = {
  component: HeaderSearch,
  decorators: [
    (Story) => (
      <div style={{ width: 360, padding: 24, minHeight: 520 }}>
        <Story />
      </div>
    ),
  ],
  globals: { locale: 'en' },
} satisfies Meta<typeof HeaderSearch>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

/** Typing opens the dropdown; results come from the fake backend 500 ms after the last key. */
export const WithResults: Story = {
  play: async ({ canvasElement }) => {
    const search = within(canvasElement)
    await userEvent.type(await search.findByRole('combobox', { name: 'Search' }), 's')
    await expect(await search.findByRole('dialog', { name: 'Search results' })).toBeVisible()
    await expect(await search.findByRole('button', { name: /Show all results/ }, { timeout: 4000 })).toBeVisible()
  },
}

/** The type toggle switches the search to articles. */
export const Articles: Story = {
  play: async ({ canvasElement }) => {
    const search = within(canvasElement)
    await userEvent.type(await search.findByRole('combobox', { name: 'Search' }), 'skin')
    await userEvent.click(await search.findByRole('radio', { name: 'Articles' }))
    await expect(search.getByRole('radio', { name: 'Articles' })).toBeChecked()
  },
}

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const search = within(canvasElement)
    await userEvent.type(await search.findByRole('combobox', { name: 'Search' }), 'zzzzqqq')
    await expect(
      await search.findByText('Nothing found', { selector: 'p:not([role])' }, { timeout: 4000 }),
    ).toBeVisible()
  },
}

/** The Find button searches as Enter does: the search page, with the text and the type. */
export const FindButton: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <CurrentAddress />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const search = within(canvasElement)
    await userEvent.type(await search.findByRole('combobox', { name: 'Search' }), 'case')
    await userEvent.click(search.getByRole('button', { name: 'Find' }))
    await waitFor(() =>
      expect(search.getByRole('status', { name: 'Current address' })).toHaveTextContent(
        '/en/search?search=case&type=cards&page=1',
      ),
    )
    await expect(search.queryByRole('dialog')).toBeNull()
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const search = within(canvasElement)
    await expect(await search.findByRole('combobox', { name: 'Поиск' })).toHaveAttribute(
      'placeholder',
      'Сайты и статьи',
    )
    await expect(search.getByRole('button', { name: 'Найти' })).toBeVisible()
  },
}
