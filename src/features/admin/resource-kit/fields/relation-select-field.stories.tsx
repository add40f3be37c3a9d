import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { apiOverride } from '@testing/api-override'
import { categoriesApi } from '../../resources/categories'
import { FieldHarness } from '../../test-harness/field-harness'
import { relationSource } from '../filters'
import { localized } from '../localized'

const category = relationSource({
  section: 'categories',
  api: categoriesApi,
  label: (item, locale) => localized(item.name, locale),
})

function Harness({ categoryId, optional = false }: { categoryId: number | null; optional?: boolean }) {
  return (
    <FieldHarness defaultValues={{ categoryId }}>
      {(form) => (
        <form.AppField name="categoryId">
          {(field) => <field.RelationSelectField label="Category" source={category} optional={optional} />}
        </form.AppField>
      )}
    </FieldHarness>
  )
}

const meta = {
  component: Harness,
  decorators: [withFrame(600)],
  args: { categoryId: 1 },
  globals: { locale: 'en', persona: 'admin' },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

/** The options are the other kind's list (the fake backend's categories), named in the interface language. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Category' })
    await waitFor(() => expect(select).toHaveDisplayValue('CS2 cases'))
    await expect(within(select).getAllByRole('option').length).toBeGreaterThan(3)
    await userEvent.selectOptions(select, 'Free skins')
    await expect(select).toHaveDisplayValue('Free skins')
  },
}

/** Optional: "None" stands for no record (null). */
export const Optional: Story = {
  args: { categoryId: null, optional: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Category' })
    await waitFor(() => expect(select).toHaveDisplayValue('None'))
  },
}

/** The list failed: the field says so and keeps the current record. */
export const ListFailed: Story = {
  parameters: {
    msw: [apiOverride('get', '/admin/categories', () => ({ status: 500, body: { error: 'Something went wrong...' } }))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The list could not be loaded.')).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('#1')
  },
}

export const Russian: Story = {
  globals: { locale: 'ru', persona: 'admin' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Кейсы CS2'),
    )
  },
}
