import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useMutation } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { ApiError, type ApiProblem } from '~/api/api-error'
import { useToasts } from '~/shared/services/app-services'
import { withToasts } from '@testing/stories/with-toasts'
import { useAppForm } from './form-kit'

/** How the fake request ends: saved, never (to show the busy state), or failing with a problem. */
type Outcome = 'saved' | 'pending' | ApiProblem

const text = {
  en: {
    form: 'Skin editor',
    name: 'Name',
    nameHint: 'As the game shows it.',
    slug: 'Address',
    titleRu: 'Title in Russian',
    titleEn: 'Title in English',
    description: 'Description',
    price: 'Price in coins',
    rarity: 'Rarity',
    anyRarity: 'Not set',
    featured: 'Show on the home page',
    quality: 'Quality',
    chooseQuality: 'Choose the quality.',
    item: (index: number) => `Price of the item ${index}`,
    requests: 'Requests sent',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved.',
  },
  ru: {
    form: 'Редактор скина',
    name: 'Название',
    nameHint: 'Как в игре.',
    slug: 'Адрес',
    titleRu: 'Заголовок по-русски',
    titleEn: 'Заголовок по-английски',
    description: 'Описание',
    price: 'Цена в монетах',
    rarity: 'Редкость',
    anyRarity: 'Не задана',
    featured: 'Показывать на главной',
    quality: 'Качество',
    chooseQuality: 'Выберите качество.',
    item: (index: number) => `Цена предмета ${index}`,
    requests: 'Отправлено запросов',
    save: 'Сохранить',
    saving: 'Сохраняем…',
    saved: 'Сохранено.',
  },
}

const qualities = ['Factory New', 'Minimal Wear', 'Field-Tested']

interface SkinValues {
  name: string
  slug: string
  title: { ru: string; en: string }
  description: string
  price: number | null
  rarity: string
  featured: boolean
  quality: number | null
  items: Array<{ price: number | null }>
}

const defaultValues: SkinValues = {
  name: 'AK-47 | Redline',
  slug: 'ak-47-redline',
  title: { ru: '', en: '' },
  description: '',
  price: 120,
  rarity: '',
  featured: false,
  quality: null,
  items: [{ price: 12 }, { price: 30 }],
}

/**
 * An admin-like editor: top-level, localized `{ru, en}` and array fields, every field type,
 * and a check of the form's own (the quality). Its request ends as the story says.
 */
function SkinEditor({ outcome }: { outcome: Outcome }) {
  const { i18n } = useLingui()
  const words = i18n.locale === 'ru' ? text.ru : text.en
  const toasts = useToasts()
  const [requests, setRequests] = useState(0)
  const save = useMutation({
    mutationFn: () => {
      setRequests((count) => count + 1)
      if (outcome === 'saved') return Promise.resolve()
      if (outcome === 'pending') return new Promise<void>(() => {})
      return Promise.reject(new ApiError(outcome))
    },
  })
  const form = useAppForm({
    defaultValues,
    onSubmit: async () => {
      await save.mutateAsync()
      toasts.show(words.saved, 'success')
    },
  })

  return (
    <form.AppForm>
      <form.Form aria-label={words.form} style={{ display: 'grid', gap: 14 }}>
        <form.AppField name="name">
          {(field) => <field.TextField label={words.name} hint={words.nameHint} />}
        </form.AppField>
        <form.AppField name="slug">{(field) => <field.TextField label={words.slug} readOnly />}</form.AppField>
        <form.AppField name="title.ru">{(field) => <field.TextField label={words.titleRu} />}</form.AppField>
        <form.AppField name="title.en">{(field) => <field.TextField label={words.titleEn} />}</form.AppField>
        <form.AppField name="description">
          {(field) => <field.TextareaField label={words.description} rows={3} />}
        </form.AppField>
        <form.AppField name="price">{(field) => <field.NumberField label={words.price} min={0} />}</form.AppField>
        <form.AppField name="rarity">
          {(field) => (
            <field.SelectField
              label={words.rarity}
              options={[
                { value: '', label: words.anyRarity },
                ...['Covert', 'Classified', 'Restricted'].map((rarity) => ({ value: rarity, label: rarity })),
              ]}
            />
          )}
        </form.AppField>
        <form.AppField name="featured">{(field) => <field.CheckboxField label={words.featured} />}</form.AppField>
        <form.AppField
          name="quality"
          validators={{ onSubmit: ({ value }) => (value === null ? words.chooseQuality : undefined) }}
        >
          {(field) => (
            <field.RadioGroupField
              legend={words.quality}
              inline
              options={qualities.map((label, index) => ({ value: index, label }))}
            />
          )}
        </form.AppField>
        <form.AppField name="items" mode="array">
          {(items) => (
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: 12 }}>
              {items.state.value.map((_, index) => (
                <form.AppField key={index} name={`items[${index}].price`}>
                  {(field) => <field.NumberField label={words.item(index + 1)} min={0} />}
                </form.AppField>
              ))}
            </div>
          )}
        </form.AppField>
        <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          <form.SubmitButton busyLabel={words.saving}>{words.save}</form.SubmitButton>
          <span>
            {words.requests}: <output aria-label={words.requests}>{requests}</output>
          </span>
        </div>
      </form.Form>
    </form.AppForm>
  )
}

const meta = {
  component: SkinEditor,
  decorators: [withToasts(640)],
  args: { outcome: 'saved' },
} satisfies Meta<typeof SkinEditor>

export default meta
type Story = StoryObj<typeof meta>

const fieldsProblem = (fields: Record<string, string[]>): ApiProblem => ({ kind: 'fields', status: 422, fields })

async function chooseQualityAndSave(canvasElement: HTMLElement, words: (typeof text)['en' | 'ru']) {
  const canvas = within(canvasElement)
  await userEvent.click(canvas.getByRole('radio', { name: 'Minimal Wear' }))
  await userEvent.click(canvas.getByRole('button', { name: words.save }))
  return canvas
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('form', { name: 'Skin editor' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('AK-47 | Redline')
    await expect(canvas.getByRole('group', { name: 'Quality' })).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const IdleRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Сохранить' })).toBeEnabled()
  },
}

/** The form's own check stops the submit: the group says why and takes the focus. */
export const RefusedByItsOwnCheck: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    const group = canvas.getByRole('group', { name: 'Quality' })
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'))
    await expect(group).toHaveAccessibleDescription('Choose the quality.')
    await expect(canvas.getByRole('radio', { name: 'Factory New' })).toHaveFocus()
    await expect(canvas.getByLabelText('Requests sent')).toHaveTextContent('0')
  },
}

/** While saving, the button is busy and a second submit (here two in the same tick) sends nothing. */
export const Submitting: Story = {
  args: { outcome: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = await chooseQualityAndSave(canvasElement, text.en)
    const form = canvas.getByRole<HTMLFormElement>('form', { name: 'Skin editor' })
    form.requestSubmit()
    form.requestSubmit()
    const button = await canvas.findByRole('button', { name: 'Saving…' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title in English' }), '{Enter}')
    await expect(canvas.getByLabelText('Requests sent')).toHaveTextContent('1')
  },
}

/**
 * A 422 answer: messages on the top-level, nested (`title.ru`) and array (`items.1.price`)
 * fields, a key no field shows (`slug.unique`) in the alert; focus on the first invalid field.
 */
export const ServerFieldErrors: Story = {
  args: {
    outcome: fieldsProblem({
      name: ['This name is taken.'],
      'title.ru': ['The Russian title is required.'],
      'items.1.price': ['An item costs at least 1 coin.'],
      'slug.unique': ['Another skin already has this address.'],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseQualityAndSave(canvasElement, text.en)
    const name = canvas.getByRole('textbox', { name: 'Name' })
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    await expect(name).toHaveFocus()
    await expect(name).toHaveAccessibleDescription('As the game shows it. This name is taken.')
    await expect(canvas.getByRole('textbox', { name: 'Title in Russian' })).toHaveAccessibleDescription(
      'The Russian title is required.',
    )
    await expect(canvas.getByRole('spinbutton', { name: 'Price of the item 2' })).toHaveAccessibleDescription(
      'An item costs at least 1 coin.',
    )
    await expect(canvas.getByRole('alert')).toHaveTextContent('Another skin already has this address.')
    // Nothing typed is lost, and fixing a field clears its message.
    await expect(name).toHaveValue('AK-47 | Redline')
    await userEvent.type(name, ' (StatTrak)')
    await expect(name).not.toHaveAttribute('aria-invalid')
  },
}

export const ServerFieldErrorsRussian: Story = {
  globals: { locale: 'ru' },
  args: {
    outcome: fieldsProblem({
      'title.ru': ['Заголовок по-русски обязателен.'],
      'items.0.price': ['Предмет стоит не меньше 1 монеты.'],
      'slug.unique': ['У другого скина уже есть такой адрес.'],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseQualityAndSave(canvasElement, text.ru)
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Заголовок по-русски' })).toHaveAttribute('aria-invalid', 'true'),
    )
    await expect(canvas.getByRole('alert')).toHaveTextContent('У другого скина уже есть такой адрес.')
  },
}

/** The request never reached the server: the form says so, keeps the values, and can be sent again. */
export const NetworkFailure: Story = {
  args: { outcome: { kind: 'network', status: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = await chooseQualityAndSave(canvasElement, text.en)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The request did not reach the server. Check your connection and submit again: what you entered is kept.',
    )
    await expect(canvas.getByRole('radio', { name: 'Minimal Wear' })).toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled()
  },
}

export const NetworkFailureRussian: Story = {
  globals: { locale: 'ru' },
  args: { outcome: { kind: 'network', status: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = await chooseQualityAndSave(canvasElement, text.ru)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Запрос не дошёл до сервера/)
  },
}

/** A failure known only by its status (a bare 500). */
export const UnknownFailure: Story = {
  args: { outcome: { kind: 'status', status: 500 } },
  play: async ({ canvasElement }) => {
    const canvas = await chooseQualityAndSave(canvasElement, text.en)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.')
  },
}

/** An `error` text is toasted once, by the query client; the form itself shows nothing. */
export const ServerMessage: Story = {
  args: { outcome: { kind: 'message', status: 400, message: 'Editing is closed during the sale.' } },
  play: async ({ canvasElement }) => {
    const canvas = await chooseQualityAndSave(canvasElement, text.en)
    const alerts = await canvas.findAllByRole('alert')
    await expect(alerts).toHaveLength(1)
    await expect(alerts[0]).toHaveTextContent('Editing is closed during the sale.')
    await expect(canvas.getByRole('form', { name: 'Skin editor' }).querySelector('[aria-invalid="true"]')).toBeNull()
  },
}

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseQualityAndSave(canvasElement, text.en)
    // The toast fades in.
    await waitFor(() => expect(canvas.getByText('Saved.')).toBeVisible())
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}
