import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { apiOverride } from '@testing/api-override'
import { ResourceFormPage } from '../resource-kit/resource-form-page'
import { phoneWidth, resourceStories } from '../test-harness/resource-story'
import { articlesResource } from './articles'

/** Articles on the fake backend, signed in as the articles editor (the one section they may open). */
const pages = resourceStories(articlesResource, { id: 1, persona: 'editor' })
const meta = { ...pages.meta } satisfies Meta<typeof ResourceFormPage>

export default meta
type Story = StoryObj<typeof meta>

const rowOf = (table: HTMLElement, title: string | RegExp) => {
  const row = within(table).getByRole('cell', { name: title }).closest('tr')
  if (!row) throw new Error(`No row ${title}`)
  return within(row)
}

/** Newest first; the draft says so in words, published ones too; views and the date of creation. */
export const List: Story = pages.list({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const table = await page.findByRole('table', { name: 'Articles' })
    await expect(page.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending')
    await expect(rowOf(table, 'Draft: the best free cases of the month').getByText('Draft')).toBeVisible()
    await expect(rowOf(table, /^How to get free CS2 skins in \d{4}$/).getByText('Published')).toBeVisible()
    await expect(
      rowOf(table, /^How to get free CS2 skins in \d{4}$/).getByRole('cell', { name: '4,862' }),
    ).toBeVisible()
  },
})

/** The tri-state filter: drafts only. */
export const DraftsOnly: Story = pages.list({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('table', { name: 'Articles' })
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Published' }), 'No')
    await waitFor(() => expect(page.getAllByRole('row')).toHaveLength(2))
    await expect(page.getByText('1 record')).toBeVisible()
  },
})

/** Sorted by views, most read first. */
export const SortByViews: Story = pages.list({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('table', { name: 'Articles' })
    await userEvent.click(page.getByRole('button', { name: 'Views' }))
    await expect(page.getByRole('columnheader', { name: /Views/ })).toHaveAttribute('aria-sort', 'descending')
    const views = () =>
      page
        .getAllByRole('row')
        .slice(1)
        .map((row) => Number(within(row).getAllByRole('cell')[3]?.textContent?.replace(/\D/g, '')))
    await waitFor(() => expect(views()).toEqual([...views()].sort((a, b) => b - a)))
    await expect(views()[0]).toBeGreaterThan(20_000)
  },
})

const longArticle: Schemas['AdminArticleSummary'] = {
  id: 99,
  slug: 'a-very-long-slug-that-goes-on-and-on-and-never-seems-to-stop-at-all',
  title: {
    ru: 'Очень длинный заголовок статьи, который не помещается в ячейку таблицы и обрезается',
    en: 'A very long article title that does not fit into its table cell and is cut with an ellipsis',
  },
  preview: { ru: '', en: '' },
  published: false,
  views: 1234567,
  rating: 0,
  createdAt: '2025-06-01T10:00:00.000Z',
}

export const ListLongTextsRussianNarrow: Story = pages.list({
  locale: 'ru',
  decorators: [phoneWidth],
  parameters: {
    msw: [
      apiOverride('get', '/admin/articles', () => ({
        status: 200,
        body: { data: [longArticle], pagination: { total: 1, current_page: 1, last_page: 1 } },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(longArticle.title.ru)).toHaveAttribute('title', longArticle.title.ru)
    await expect(page.getByText('Черновик')).toBeVisible()
    await expect(page.getByRole('cell', { name: '1 июня 2025 г.' })).toBeVisible()
    const phone = page.getByTestId('phone')
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth)
  },
})

/** A published article: its page on the site in a new tab; views, rating and dates read-only; the text in the editor. */
export const EditPublished: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByRole('heading', { level: 1, name: /^Article How to get free CS2 skins in \d{4}$/ }),
    ).toBeVisible()
    const site = page.getByRole('link', { name: /View on the site/ })
    await expect(site).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/articles\/how-to-get-free-cs2-skins-in-\d{4}$/),
    )
    await expect(site).toHaveAttribute('target', '_blank')
    await expect(page.getByRole('textbox', { name: 'Views' })).toHaveAttribute('readonly')
    await expect(page.getByRole('textbox', { name: 'Views' })).toHaveValue('4,862')
    await expect(page.getByRole('checkbox', { name: 'Published' })).toBeChecked()
    const text = await page.findByRole('textbox', { name: 'Text, English' }, { timeout: 10_000 })
    await expect(within(text).getByRole('heading', { level: 2, name: 'Where to start' })).toHaveAttribute(
      'id',
      'section-1',
    )
  },
}

/** A draft: no link to a page visitors cannot see, and what to do to publish it. */
export const EditDraft: Story = pages.edit(31, {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByText('Visitors do not see a draft. Tick “Published” and save to put it on the site.'),
    ).toBeVisible()
    await expect(page.queryByRole('link', { name: /View on the site/ })).toBeNull()
    await expect(page.getByRole('checkbox', { name: 'Published' })).not.toBeChecked()
  },
})

/** Publishing the draft: the toast, and back in the list it is marked published. */
export const Publish: Story = pages.edit(31, {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('checkbox', { name: 'Published' }))
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await expect(await page.findByText('Saved: Draft: the best free cases of the month')).toBeInTheDocument()
  },
})

/** A new article starts as a draft; missing fields and a taken slug are said on their fields, the texts' under their editors. */
export const CreateRefused: Story = pages.create({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'New article' })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Published' })).not.toBeChecked()
    await page.findByRole('textbox', { name: 'Text, English' }, { timeout: 10_000 })
    await userEvent.type(page.getByRole('textbox', { name: 'Slug' }), 'top-10-cs2-case-sites')
    await userEvent.type(page.getByRole('textbox', { name: 'External link' }), 'ftp://files.example')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    await waitFor(() =>
      expect(page.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription(
        expect.stringContaining('This slug is already taken.'),
      ),
    )
    await expect(page.getByRole('textbox', { name: 'External link' })).toHaveAccessibleDescription(
      expect.stringContaining('The address must start with http:// or https://.'),
    )
    await expect(page.getByRole('textbox', { name: 'Text, English' })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('textbox', { name: 'Text, English' })).toHaveAccessibleDescription(
      'This field is required.',
    )
    await expect(page.getByRole('textbox', { name: 'Title, Russian' })).toHaveFocus()
  },
})

export const EditRussian: Story = pages.edit(1, {
  locale: 'ru',
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByRole('heading', { level: 1, name: /^Статья Как получить бесплатные скины CS2 в \d{4} году$/ }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: /Открыть на сайте/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/articles\/how-to-get-free-cs2-skins-in-\d{4}$/),
    )
    await expect(
      await page.findByRole('toolbar', { name: 'Форматирование: Текст, Русский' }, { timeout: 10_000 }),
    ).toBeVisible()
  },
})

/** Phone width: the editors, their toolbars and a preview of a long text stay inside the page. */
export const EditNarrow: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('textbox', { name: 'Text, English' }, { timeout: 10_000 })
    await userEvent.click(page.getByRole('button', { name: 'Preview: Text, English' }))
    await expect(page.getAllByRole('navigation', { name: 'Contents' })[0]).toBeVisible()
    const phone = page.getByTestId('phone')
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth)
  },
}
