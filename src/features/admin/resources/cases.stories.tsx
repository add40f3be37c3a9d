import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ResourceFormPage } from '../resource-kit/resource-form-page'
import { columnTexts, phoneWidth, resourceStories } from '../test-harness/resource-story'
import { casesResource } from './cases'

/** Cases on the fake backend, signed in as `admin`: #1 the Daily case (free, 8 items, 3 tasks), #4 the Promo case (4 codes). */
const pages = resourceStories(casesResource, { id: 1 })
const meta = { ...pages.meta } satisfies Meta<typeof ResourceFormPage>

export default meta
type Story = StoryObj<typeof meta>

const titles = (table: HTMLElement) => columnTexts(table, 1)

const item = async (canvasElement: HTMLElement, number: number) =>
  within(await within(canvasElement).findByRole('group', { name: `Item ${number}` }))

/** Preview, title, type, top, position and counts; narrowed to promocode cases. */
export const List: Story = pages.list({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const table = await page.findByRole('table', { name: 'Cases' })
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Daily case.*Free.*Yes.*0.*8.*3.*0/)
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Type' }), 'Promocode')
    await waitFor(() => expect(titles(table)).toEqual(['Promo case', 'Partner case']))
  },
})

/** A new case starts with one item: its weight is the whole chance; another item shares it by weight, live. */
export const ChancesFromWeights: Story = pages.create({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const first = await item(canvasElement, 1)
    await expect(await first.findByRole('spinbutton', { name: 'Weight' })).toHaveAccessibleDescription('Chance: 100%')
    await userEvent.click(page.getByRole('button', { name: 'Add an item' }))
    const second = await item(canvasElement, 2)
    const weight = second.getByRole('spinbutton', { name: 'Weight' })
    await userEvent.clear(weight)
    await userEvent.type(weight, '3')
    await expect(first.getByRole('spinbutton', { name: 'Weight' })).toHaveAccessibleDescription('Chance: 25%')
    await expect(weight).toHaveAccessibleDescription('Chance: 75%')
    await expect(page.getByText('Total weight: 4. The chances add up to 100 %.')).toBeVisible()
    // An empty weight has no chance and leaves the others the whole.
    await userEvent.clear(weight)
    await expect(weight).toHaveAccessibleDescription('Chance: —')
    await expect(first.getByRole('spinbutton', { name: 'Weight' })).toHaveAccessibleDescription('Chance: 100%')
  },
})

/** The rarity's colour beside it follows the choice; a price is tidied to two decimals. */
export const RarityAndPrice: Story = {
  play: async ({ canvasElement }) => {
    const first = await item(canvasElement, 1)
    const rarity = await first.findByRole('combobox', { name: 'Rarity' })
    await userEvent.selectOptions(rarity, 'Covert')
    await expect(rarity.parentElement?.parentElement?.querySelector('[aria-hidden="true"]')).toHaveStyle({
      backgroundColor: 'rgb(235, 75, 75)',
    })
    const price = first.getByRole('textbox', { name: 'Price, coins' })
    await userEvent.clear(price)
    await userEvent.type(price, '7,5')
    await userEvent.tab()
    await expect(price).toHaveValue('7.50')
  },
}

/** The server's messages about items land on their fields (`items.0.price`, `items.1.weight`). */
export const ItemErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const price = (await item(canvasElement, 1)).getByRole('textbox', { name: 'Price, coins' })
    await userEvent.clear(await page.findByRole('textbox', { name: 'Slug' }))
    await userEvent.type(page.getByRole('textbox', { name: 'Slug' }), 'social-case')
    await userEvent.clear(price)
    await userEvent.type(price, '0')
    const weight = (await item(canvasElement, 2)).getByRole('spinbutton', { name: 'Weight' })
    await userEvent.clear(weight)
    await userEvent.type(weight, '0')
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(price).toHaveAccessibleDescription(expect.stringContaining('The amount cannot be zero.')),
    )
    await expect(weight).toHaveAccessibleDescription(expect.stringContaining('A whole number from 1 to 1000000.'))
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription(
      expect.stringContaining('This slug is already taken.'),
    )
    await expect((await item(canvasElement, 1)).getByRole('textbox', { name: 'Market hash name' })).not.toHaveAttribute(
      'aria-invalid',
    )
  },
}

/** Beside a free case: its tasks, each with its edit link, and a link to add one for this case. */
export const Tasks: Story = {
  play: async ({ canvasElement }) => {
    const tasks = within(await within(canvasElement).findByRole('region', { name: 'Tasks' }))
    await expect(tasks.getAllByRole('row')).toHaveLength(4)
    await expect(tasks.getByRole('link', { name: 'New task' }).getAttribute('href')).toMatch(
      /\/admin\/tasks\/new\?owner=case&ownerId=1$/,
    )
    await expect(within(canvasElement).queryByRole('region', { name: 'Promocodes' })).toBeNull()
  },
}

/** Beside a promocode case: its codes, and a link to add one; a timed case's cooldown is said not to apply. */
export const Promocodes: Story = pages.edit(4, {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const codes = within(await page.findByRole('region', { name: 'Promocodes' }))
    await expect(codes.getByRole('link', { name: 'Edit FREESKINS' }).getAttribute('href')).toMatch(
      /\/admin\/promocodes\/1$/,
    )
    await expect(codes.getByRole('link', { name: 'New promocode' }).getAttribute('href')).toMatch(
      /\/admin\/promocodes\/new\?caseId=4$/,
    )
    await userEvent.click(page.getByRole('radio', { name: 'Timed' }))
    await expect(page.getByRole('spinbutton', { name: 'Cooldown, minutes' })).toHaveAccessibleDescription(
      /Not used by timed cases/,
    )
    await expect(page.getByRole('group', { name: 'Type' })).toHaveAccessibleDescription(/Opens for 1 minute at a time/)
  },
})

export const EditRussian: Story = pages.edit(1, {
  locale: 'ru',
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const weight = within(await page.findByRole('group', { name: 'Предмет 1' })).getByRole('spinbutton', {
      name: 'Вес',
    })
    await expect(weight).toHaveAccessibleDescription(/^Шанс: \d+(,\d+)?\s%$/)
    await expect(page.getByRole('spinbutton', { name: 'Время ожидания, минуты' })).toHaveAccessibleDescription(
      /^1440 мин = 24 часа/,
    )
  },
})

/** Phone width: one column; items and the tasks table stay inside the page. */
export const Narrow: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Tasks' })
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
}
