import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ApiError } from '~/api/api-error'
import { withFrame } from '@testing/stories/with-frame'
import { FieldHarness } from '../../test-harness/field-harness'
import { LocalizedTextField } from './localized-text-field'

interface Code {
  title: { ru: string; en: string }
  code: string
}

interface HarnessProps {
  codes: Code[]
  readOnly?: boolean
  max?: number
  failWith?: Record<string, string[]>
}

/** A repeatable group of promocode-like items (a localized title and a code) on a kit form. */
function Harness({ codes, readOnly = false, max, failWith }: HarnessProps) {
  return (
    <FieldHarness<{ codes: Code[] }>
      defaultValues={{ codes }}
      onSubmit={() => {
        if (failWith) throw new ApiError({ kind: 'fields', status: 422, fields: failWith })
      }}
    >
      {(form) => (
        <form.AppField name="codes" mode="array">
          {(field) => (
            <field.RepeatableGroup
              legend="Promocodes"
              hint="Codes shown on the card's page."
              itemLabel={(index) => `Promocode ${index + 1}`}
              addLabel="Add a promocode"
              emptyText="No promocodes yet."
              newItem={() => ({ title: { ru: '', en: '' }, code: '' })}
              max={max}
              readOnly={readOnly}
            >
              {(index) => (
                <>
                  <LocalizedTextField form={form} fields={`codes[${index}].title`} label="Title" />
                  <form.AppField name={`codes[${index}].code`}>
                    {(code) => <code.TextField label="Code" readOnly={readOnly} />}
                  </form.AppField>
                </>
              )}
            </field.RepeatableGroup>
          )}
        </form.AppField>
      )}
    </FieldHarness>
  )
}

const two: Code[] = [
  { title: { ru: 'Бонус 10%', en: '10% bonus' }, code: 'FREE10' },
  { title: { ru: 'Кейс бесплатно', en: 'A free case' }, code: 'CASE2025' },
]

const meta = {
  component: Harness,
  decorators: [withFrame(900)],
  args: { codes: two },
  globals: { locale: 'en' },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

const list = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('group', { name: 'Promocodes' }))

/** Each item is a group named by its number, with its own remove button. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const group = list(canvasElement)
    await expect(group.getByRole('group', { name: 'Promocode 1' })).toBeVisible()
    await expect(
      within(group.getByRole('group', { name: 'Promocode 2' })).getByRole('textbox', { name: 'Code' }),
    ).toHaveValue('CASE2025')
    await expect(group.getByRole('button', { name: 'Remove Promocode 2' })).toBeVisible()
    await expect(group.queryByText('No promocodes yet.')).toBeNull()
  },
}

/** No item yet: the empty state and the add button; adding puts focus in the new item's first field. */
export const Empty: Story = {
  args: { codes: [] },
  play: async ({ canvasElement }) => {
    const group = list(canvasElement)
    await expect(group.getByText('No promocodes yet.')).toBeVisible()
    await userEvent.click(group.getByRole('button', { name: 'Add a promocode' }))
    const added = within(group.getByRole('group', { name: 'Promocode 1' }))
    await waitFor(() => expect(added.getByRole('textbox', { name: 'Title, Russian' })).toHaveFocus())
    await expect(group.getByRole('status')).toHaveTextContent('Promocode 1 added.')
    await expect(group.queryByText('No promocodes yet.')).toBeNull()
  },
}

/** Removing says so and moves focus to the item that took its place; the last one leaves focus on the add button. */
export const Remove: Story = {
  play: async ({ canvasElement }) => {
    const group = list(canvasElement)
    await userEvent.click(group.getByRole('button', { name: 'Remove Promocode 1' }))
    await expect(group.getByRole('status')).toHaveTextContent('Promocode 1 removed.')
    const remaining = group.getByRole('group', { name: 'Promocode 1' })
    await waitFor(() => expect(remaining).toHaveFocus())
    await expect(within(remaining).getByRole('textbox', { name: 'Code' })).toHaveValue('CASE2025')
    await userEvent.click(group.getByRole('button', { name: 'Remove Promocode 1' }))
    await waitFor(() => expect(group.getByRole('button', { name: 'Add a promocode' })).toHaveFocus())
    await expect(group.getByText('No promocodes yet.')).toBeVisible()
  },
}

/** Keyboard only: Enter on the add button, then Tab reaches the new item's fields. */
export const Keyboard: Story = {
  args: { codes: [] },
  play: async ({ canvasElement }) => {
    const group = list(canvasElement)
    group.getByRole('button', { name: 'Add a promocode' }).focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(group.getByRole('textbox', { name: 'Title, Russian' })).toHaveFocus())
    await userEvent.keyboard('Бонус{Tab}Bonus{Tab}BONUS')
    await expect(group.getByRole('textbox', { name: 'Code' })).toHaveValue('BONUS')
  },
}

/** The server's messages land on the items' fields (`codes.1.code`) and on the list (`codes`). */
export const ServerErrors: Story = {
  args: {
    failWith: { 'codes.1.code': ['This promocode is already in the list above.'], codes: ['From 0 to 20 items.'] },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }))
    const group = list(canvasElement)
    const second = within(group.getByRole('group', { name: 'Promocode 2' })).getByRole('textbox', { name: 'Code' })
    await waitFor(() => expect(second).toHaveAccessibleDescription('This promocode is already in the list above.'))
    await expect(
      within(group.getByRole('group', { name: 'Promocode 1' })).getByRole('textbox', { name: 'Code' }),
    ).not.toHaveAttribute('aria-invalid')
    await expect(within(canvasElement).getByRole('group', { name: 'Promocodes' })).toHaveAccessibleDescription(
      "Codes shown on the card's page. From 0 to 20 items.",
    )
  },
}

/** At the limit the add button is disabled and says why. */
export const Full: Story = {
  args: { max: 2 },
  play: async ({ canvasElement }) => {
    const group = list(canvasElement)
    await expect(group.getByRole('button', { name: 'Add a promocode' })).toBeDisabled()
    await expect(group.getByText('At most 2 items.')).toBeVisible()
  },
}

/** Read-only: no add or remove. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const group = list(canvasElement)
    await expect(group.queryByRole('button', { name: /Remove|Add/ })).toBeNull()
    await expect(
      within(group.getByRole('group', { name: 'Promocode 1' })).getByRole('textbox', { name: 'Code' }),
    ).toHaveAttribute('readonly')
  },
}

/** Long texts wrap inside the item at phone width. */
export const LongText: Story = {
  decorators: [withFrame(375)],
  args: {
    codes: [
      {
        title: {
          ru: 'Очень длинное название промокода, которое занимает несколько строк и не должно ломать вёрстку',
          en: 'A very long promocode title that takes several lines and must not break the layout of the form',
        },
        code: 'AVERYLONGPROMOCODEWITHOUTANYSPACESTHATGOESONANDON',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const item = list(canvasElement).getByRole('group', { name: 'Promocode 1' })
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth)
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    // The harness's own texts stay English; the widget's are translated.
    await expect(list(canvasElement).getAllByRole('button', { name: /^Удалить/ })).toHaveLength(2)
  },
}
