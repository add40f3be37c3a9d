import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { HeaderSearch } from './header-search'

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
    await expect(await search.findByText('Nothing found', { selector: 'p:not([role])' }, { timeout: 4000 })).toBeVisible()
  },
}
