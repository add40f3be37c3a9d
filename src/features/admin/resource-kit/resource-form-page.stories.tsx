import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { msg } from '@lingui/core/macro'
import { badgesResource } from '../resources/badges'
import { cardTypesResource } from '../resources/card-types'
import { categoriesResource } from '../resources/categories'
import { phoneWidth, resourceStories } from '../test-harness/resource-story'
import type { AnyResource } from './define-resource'
import { ResourceFormPage } from './resource-form-page'

/** Categories with the kit's optional parts, to see them on a real record. */
const categoriesWith = (form: Partial<AnyResource['form']>, rest: Partial<AnyResource> = {}): AnyResource => ({
  ...categoriesResource,
  ...rest,
  form: { ...categoriesResource.form, ...form },
})

/** The fake backend's admin API, signed in as `admin`. */
const pages = resourceStories(categoriesResource, { id: 1 })
const meta = { ...pages.meta } satisfies Meta<typeof ResourceFormPage>

export default meta
type Story = StoryObj<typeof meta>

const field = (scope: HTMLElement, group: string, name: string) =>
  within(within(scope).getByRole('group', { name: group })).getByRole('textbox', { name: `${group}, ${name}` })

/** A category with its values; Russian and English side by side; save, cancel and delete in the bar. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'Category CS2 cases' })).toBeVisible()
    await expect(field(canvasElement, 'Name', 'Russian')).toHaveValue('Кейсы CS2')
    await expect(field(canvasElement, 'Name', 'English')).toHaveValue('CS2 cases')
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('cs2-cases')
    await expect(page.getByRole('spinbutton', { name: 'Position' })).toHaveValue(0)
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/en/admin/categories')
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible()
  },
}

/** Saving sends the form and says so; the answer is the saved record. */
export const Save: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const english = await waitFor(() => field(canvasElement, 'Name', 'English'))
    await userEvent.clear(english)
    await userEvent.type(english, 'CS2 case sites')
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await expect(await page.findByText('Saved: CS2 case sites')).toBeInTheDocument()
  },
}

/** A new category: empty fields, Create instead of Save, no delete. */
export const Create: Story = pages.create({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'New category' })).toBeVisible()
    await expect(page.queryByRole('button', { name: 'Delete' })).toBeNull()
    await userEvent.type(field(canvasElement, 'Name', 'Russian'), 'Ножи')
    await userEvent.type(field(canvasElement, 'Name', 'English'), 'Knives')
    await userEvent.type(page.getByRole('textbox', { name: 'Slug' }), 'knives')
    await userEvent.type(page.getByRole('textbox', { name: 'Image address' }), 'https://cdn.example.com/knives.png')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    await expect(await page.findByText('Created: Knives')).toBeInTheDocument()
  },
})

/** The server's 422 messages land under their fields (one per language); focus goes to the first. */
export const ServerFieldErrors: Story = pages.create({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('heading', { level: 1, name: 'New category' })
    await userEvent.type(field(canvasElement, 'Name', 'Russian'), 'Ножи')
    await userEvent.type(page.getByRole('textbox', { name: 'Slug' }), 'Bad Slug')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    const english = field(canvasElement, 'Name', 'English')
    await waitFor(() => expect(english).toHaveAttribute('aria-invalid', 'true'))
    await expect(english).toHaveAccessibleDescription('This field is required.')
    await expect(field(canvasElement, 'Name', 'Russian')).not.toHaveAttribute('aria-invalid')
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription(
      expect.stringContaining('Lowercase Latin letters, digits and single dashes'),
    )
    await expect(english).toHaveFocus()
    // Values are kept; fixing a field clears its message.
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('Bad Slug')
    await userEvent.type(english, 'Knives')
    await expect(english).not.toHaveAttribute('aria-invalid')
  },
})

/** A category cards use cannot be deleted: the server's reason is said in the dialog. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('heading', { level: 1, name: 'Category CS2 cases' })
    await userEvent.click(page.getByRole('button', { name: 'Delete' }))
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Delete “CS2 cases”?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/cards/)
  },
}

/** A badge: text in both languages, a colour picker beside its hex code, and a preview. */
export const Badge: Story = {
  args: { resource: badgesResource, id: 1 },
  parameters: { route: '/en/admin/badges/1' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const hex = await page.findByRole('textbox', { name: 'Colour' })
    await userEvent.clear(hex)
    await userEvent.type(hex, '#ffd166')
    await expect(page.getByLabelText('Colour: colour picker')).toHaveValue('#ffd166')
    await expect(page.getByText('Preview').nextElementSibling).toHaveStyle({ backgroundColor: 'rgb(255, 209, 102)' })
  },
}

/** A card type: name and slug. */
export const CardType: Story = {
  args: { resource: cardTypesResource, id: undefined },
  parameters: { route: '/en/admin/card-types/new' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'New card type' })).toBeVisible()
    await expect(page.getAllByRole('textbox')).toHaveLength(3)
  },
}

/** Phone width: one column; the two languages stack. */
export const Narrow: Story = {
  decorators: [phoneWidth],
}

export const Russian: Story = pages.edit(1, {
  locale: 'ru',
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'Категория Кейсы CS2' })).toBeVisible()
    await expect(
      within(page.getByRole('group', { name: 'Название' })).getByRole('textbox', { name: 'Название, Русский' }),
    ).toHaveValue('Кейсы CS2')
    await expect(page.getByRole('button', { name: 'Сохранить' })).toBeVisible()
  },
})

/** The config's `Aside` follows the form on the edit page, with the record as loaded. */
export const WithAside: Story = {
  args: {
    resource: categoriesWith({
      Aside: ({ record }: { record: { id: number; cardsCount?: number } }) => (
        <section aria-labelledby="aside-heading">
          <h2 id="aside-heading">Related to #{record.id}</h2>
          <p>Cards: {record.cardsCount}</p>
        </section>
      ),
    }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const aside = await page.findByRole('region', { name: 'Related to #1' })
    await expect(aside).toHaveTextContent(/Cards: \d+/)
    // After the form, outside it: its own forms and buttons never submit the record.
    await expect(canvasElement.querySelector('form')?.contains(aside)).toBe(false)
  },
}

/** The create page has no record, so no aside; its address presets what `defaults` reads. */
export const CreateWithPreset: Story = {
  args: {
    id: undefined,
    preset: { position: 7 },
    resource: categoriesWith({
      defaults: (_record, preset = {}) => ({
        ...categoriesResource.form.defaults(undefined),
        position: Number(preset.position ?? 0),
      }),
      Aside: () => <p>Never on the create page</p>,
    }),
  },
  parameters: { route: '/en/admin/categories/new?position=7' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('spinbutton', { name: 'Position' })).toHaveValue(7)
    await expect(page.queryByText('Never on the create page')).toBeNull()
  },
}

/** A record the config calls read-only: the reason above its fields, no Save, a way back. */
export const ReadOnly: Story = {
  args: { resource: categoriesWith({ readOnly: () => msg`This category is locked.` }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('note')).toHaveTextContent('This category is locked.')
    await expect(page.queryByRole('button', { name: 'Save' })).toBeNull()
    await expect(page.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/en/admin/categories')
  },
}

/** A record that cannot be deleted, known before asking: Delete is disabled and says why. */
export const DeleteBlocked: Story = {
  args: { resource: categoriesWith({}, { deleteBlocked: () => msg`Built-in categories stay.` }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const remove = await page.findByRole('button', { name: 'Delete' })
    await expect(remove).toBeDisabled()
    await expect(remove).toHaveAccessibleDescription('Built-in categories stay.')
  },
}
