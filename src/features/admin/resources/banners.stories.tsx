import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ResourceFormPage } from '../resource-kit/resource-form-page'
import { phoneWidth, resourceStories } from '../test-harness/resource-story'
import { bannersResource } from './banners'

/** Banners on the fake backend, signed in as `admin`. */
const pages = resourceStories(bannersResource, { id: 5 })
const meta = { ...pages.meta } satisfies Meta<typeof ResourceFormPage>

export default meta
type Story = StoryObj<typeof meta>

const rows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1)

/** The image of the interface's language, the place by its name, the link; in id order. */
export const List: Story = pages.list({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('table', { name: 'Banners' })
    await expect(rows(canvasElement)).toHaveLength(6)
    const first = within(rows(canvasElement)[0] as HTMLElement)
    await expect(first.getByRole('cell', { name: 'Top of the page' })).toBeVisible()
    await expect(first.getByRole('cell', { name: '/games/cases' })).toBeVisible()
    await expect(first.getByRole('presentation')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/api\/fake-images\/banner-[0-9a-f]{8}\.svg$/),
    )
    await expect(page.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'ascending')
  },
})

/** The position filter: only the sidebar's banners. */
export const FilterByPosition: Story = pages.list({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('table', { name: 'Banners' })
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Position' }), 'Sidebar')
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(2))
    await expect(page.getAllByRole('cell', { name: 'Sidebar' })).toHaveLength(2)
  },
})

export const ListRussian: Story = pages.list({
  locale: 'ru',
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'Баннеры' })
    await expect(within(canvasElement).getAllByRole('cell', { name: 'Боковая панель' })).toHaveLength(2)
  },
})

/** A banner: its place, an image per language, its link. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Banner #5 · /games/giveaways/games' }),
    ).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Position' })).toHaveValue('sidebar')
    const images = within(page.getByRole('group', { name: 'Image' }))
    await expect(images.getByRole('group', { name: 'Russian' })).toBeVisible()
    await expect(images.getByRole('group', { name: 'English' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Link' })).toHaveValue('/games/giveaways/games')
  },
}

/** A link that is neither a site path nor http(s) is refused on its field; the images are required in both languages. */
export const CreateRefused: Story = pages.create({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'New banner' })).toBeVisible()
    await userEvent.type(page.getByRole('textbox', { name: 'Link' }), 'javascript:alert(1)')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    const link = page.getByRole('textbox', { name: 'Link' })
    await waitFor(() => expect(link).toHaveAttribute('aria-invalid', 'true'))
    await expect(link).toHaveAccessibleDescription(
      expect.stringContaining('A site path (e.g. /games/cases) or an address starting with http:// or https://.'),
    )
    const russianImage = within(
      within(page.getByRole('group', { name: 'Image' })).getByRole('group', { name: 'Russian' }),
    )
    await expect(russianImage.getByRole('textbox', { name: 'Image address' })).toHaveAttribute('aria-invalid', 'true')
  },
})

/** Saving a new place and link; the toast names the banner. */
export const Save: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.selectOptions(await page.findByRole('combobox', { name: 'Position' }), 'Bottom of the page')
    const link = page.getByRole('textbox', { name: 'Link' })
    await userEvent.clear(link)
    await userEvent.type(link, 'https://partner.example/promo')
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await expect(await page.findByText('Saved: #5 · https://partner.example/promo')).toBeInTheDocument()
  },
}

export const EditRussianNarrow: Story = pages.edit(5, {
  locale: 'ru',
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('combobox', { name: 'Позиция' })).toHaveDisplayValue('Боковая панель')
    const phone = page.getByTestId('phone')
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth)
  },
})
