import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useRouterState } from '@tanstack/react-router'
import { SearchForm } from './search-form'

/** The story router's current query string, to see what a search put in the URL. */
function CurrentSearch() {
  const search = useRouterState({ select: (state) => state.location.searchStr })
  return <output aria-label="Current query">{decodeURIComponent(search.replace(/\+/g, ' '))}</output>
}

const meta = {
  component: SearchForm,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 720 }}>
        <Story />
        <CurrentSearch />
      </div>
    ),
  ],
  args: { search: '', type: 'cards' },
  parameters: { route: '/en/search' },
  globals: { locale: 'en' },
} satisfies Meta<typeof SearchForm>

export default meta
type Story = StoryObj<typeof meta>

/** Submitting puts the trimmed text in the URL, keeps the type and starts again at page 1. */
export const Empty: Story = {
  parameters: { route: '/en/search?type=articles&page=3' },
  args: { type: 'articles' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await canvas.findByRole('search')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Search for sites and articles' }), '  free case  ')
    await userEvent.click(within(form).getByRole('button', { name: 'Find' }))
    const query = canvas.getByRole('status', { name: 'Current query' })
    await waitFor(() => expect(query).toHaveTextContent('search=free case'))
    await expect(query).toHaveTextContent('type=articles')
    await expect(query).not.toHaveTextContent('page=')
  },
}

/** The current search fills the field; Enter searches too. */
export const Prefilled: Story = {
  args: { search: 'case' },
  parameters: { route: '/en/search?search=case' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = await canvas.findByRole('textbox', { name: 'Search for sites and articles' })
    await expect(field).toHaveValue('case')
    await userEvent.clear(field)
    await userEvent.type(field, 'knife{Enter}')
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Current query' })).toHaveTextContent('search=knife'))
  },
}

export const LongQuery: Story = {
  args: { search: 'a very long search phrase that someone pasted into the field '.repeat(3).trim() },
}

export const Russian: Story = {
  parameters: { route: '/search' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('search'))
    await expect(form.getByRole('textbox', { name: 'Поиск по сайтам и статьям' })).toBeVisible()
    await expect(form.getByRole('button', { name: 'Найти' })).toBeVisible()
  },
}
