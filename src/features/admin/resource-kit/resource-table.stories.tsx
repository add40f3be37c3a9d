import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { msg } from '@lingui/core/macro'
import type { Schemas } from '~/api/types'
import { withFrame } from '@testing/stories/with-frame'
import { columnBuilder } from './columns'
import { ResourceTable } from './resource-table'

type CardType = Schemas['AdminCardType']

const adminCardTypes: CardType[] = [
  { id: 1, slug: 'case-site', name: { ru: 'Сайт с кейсами', en: 'Case site' }, cardsCount: 31 },
  { id: 2, slug: 'roulette', name: { ru: 'Рулетка', en: 'Roulette' }, cardsCount: 0 },
]
const col = columnBuilder<CardType, 'name' | 'cardsCount'>()
const columns = [
  col.localized('name', msg`Name`, { sort: 'name' }),
  col.text('slug', msg`Slug`),
  col.number('cardsCount', msg`Cards`, { sort: 'cardsCount' }),
]

const meta = {
  component: ResourceTable,
  decorators: [withFrame(900)],
  args: {
    caption: 'Card types',
    columns: columns,
    rows: adminCardTypes,
    sort: { field: 'name', desc: false },
    onSortChange: fn(),
    actions: (row) => <button type="button">{`Open ${row.id}`}</button>,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof ResourceTable>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The shown order is in `aria-sort`; a header asks for the other order of its column, a
 * column not sorted now starts with its first direction (texts A→Z, numbers largest first).
 */
export const SortHeaders: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement)
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending')
    await expect(table.queryByRole('button', { name: 'Slug' })).toBeNull()
    await userEvent.click(table.getByRole('button', { name: 'Name' }))
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'name', desc: true })
    await userEvent.click(table.getByRole('button', { name: 'Cards' }))
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'cardsCount', desc: true })
    await expect(table.getByRole('cell', { name: '31' })).toBeVisible()
  },
}

/** Descending order shown; the previous rows stay (dimmed) while the next order loads. */
export const DescendingBusy: Story = {
  args: { sort: { field: 'cardsCount', desc: true }, busy: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement)
    await expect(table.getByRole('columnheader', { name: 'Cards' })).toHaveAttribute('aria-sort', 'descending')
    await expect(table.getByRole('table')).toHaveAttribute('aria-busy', 'true')
  },
}

/** A narrow screen: the table scrolls sideways inside its own region, which takes keyboard focus. */
export const Narrow: Story = {
  decorators: [withFrame(375)],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Card types' })
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
    await expect(region).toHaveAttribute('tabindex', '0')
  },
}

export const Russian: Story = {
  args: { caption: 'Типы карточек' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Название' })).toBeVisible()
    await expect(within(canvasElement).getByRole('cell', { name: 'Сайт с кейсами' })).toBeVisible()
  },
}
