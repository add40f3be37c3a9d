import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { apiOverride } from '@testing/api-override'
import { ResourceFormPage } from '../resource-kit/resource-form-page'
import { columnTexts, phoneWidth, resourceStories } from '../test-harness/resource-story'
import { contactsResource } from './contacts'

/** Contacts on the fake backend, signed in as `admin`. */
const pages = resourceStories(contactsResource, { id: 1 })
const meta = { ...pages.meta } satisfies Meta<typeof ResourceFormPage>

export default meta
type Story = StoryObj<typeof meta>

const firstCells = (canvasElement: HTMLElement) => columnTexts(canvasElement)

/** Name, label, content and position, in the page's order (position). */
export const List: Story = pages.list({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('table', { name: 'Contacts' })
    await expect(firstCells(canvasElement)).toEqual(['Support', 'Telegram', 'VK', 'Partnerships'])
    await expect(page.getByRole('columnheader', { name: /Position/ })).toHaveAttribute('aria-sort', 'ascending')
    await expect(page.getByRole('cell', { name: 'mailto:support@freeskins.example' })).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Name' }))
    await waitFor(() => expect(firstCells(canvasElement)).toEqual(['Partnerships', 'Support', 'Telegram', 'VK']))
  },
})

const longContact: Schemas['AdminContact'] = {
  id: 9,
  name: {
    ru: 'Очень длинное название контакта для проверки вёрстки',
    en: 'A very long contact name that must not widen the table or the page',
  },
  content: 'https://a-very-long-address-without-any-spaces.example.com/and/a/path/that/keeps/going/on/and/on',
  contentLabel: { ru: 'Длинная подпись', en: 'A long label for the contact that goes on' },
  position: 100000,
}

/** Long texts are cut in their cells (the whole text in the tooltip); the table scrolls inside its box at phone width. */
export const ListLongTexts: Story = pages.list({
  decorators: [phoneWidth],
  parameters: {
    msw: [
      apiOverride('get', '/admin/contacts', () => ({
        status: 200,
        body: { data: [longContact], pagination: { total: 1, current_page: 1, last_page: 1 } },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const cell = await within(canvasElement).findByText(longContact.content)
    await expect(cell).toHaveAttribute('title', longContact.content)
    const phone = within(canvasElement).getByTestId('phone')
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth)
  },
})

export const ListRussian: Story = pages.list({
  locale: 'ru',
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'Контакты' })
    await expect(firstCells(canvasElement)).toEqual(['Поддержка', 'Телеграм', 'ВКонтакте', 'Сотрудничество'])
  },
})

/** A contact's fields: names and labels side by side, the content with what it may be. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'Contact Support' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Name, Russian' })).toHaveValue('Поддержка')
    await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue('mailto:support@freeskins.example')
    await expect(page.getByRole('textbox', { name: 'Content label, English' })).toHaveValue('support@freeskins.example')
    await expect(page.getByRole('spinbutton', { name: 'Position' })).toHaveValue(0)
  },
}

/** Content with another scheme than http(s) or mailto is refused on its field; plain text is taken. */
export const ContentRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const content = await page.findByRole('textbox', { name: 'Content' })
    await userEvent.clear(content)
    await userEvent.type(content, 'javascript:alert(1)')
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(content).toHaveAttribute('aria-invalid', 'true'))
    await expect(content).toHaveAccessibleDescription(
      expect.stringContaining(
        'An address starting with http:// or https://, an email as mailto:address, or plain text.',
      ),
    )
    await userEvent.clear(content)
    await userEvent.type(content, 'Daily from 10:00 to 19:00')
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await expect(await page.findByText('Saved: Support')).toBeInTheDocument()
  },
}

/** A new contact: empty fields; what is left out is said on each field. */
export const Create: Story = pages.create({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'New contact' })).toBeVisible()
    await userEvent.type(page.getByRole('textbox', { name: 'Name, Russian' }), 'Дискорд')
    await userEvent.type(page.getByRole('textbox', { name: 'Name, English' }), 'Discord')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    const content = page.getByRole('textbox', { name: 'Content' })
    await waitFor(() => expect(content).toHaveAccessibleDescription(expect.stringContaining('This field is required.')))
    await userEvent.type(content, 'https://discord.example/freeskins')
    await userEvent.type(page.getByRole('textbox', { name: 'Content label, Russian' }), 'Наш сервер')
    await userEvent.type(page.getByRole('textbox', { name: 'Content label, English' }), 'Our server')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    await expect(await page.findByText('Created: Discord')).toBeInTheDocument()
  },
})

export const EditRussianNarrow: Story = pages.edit(1, {
  locale: 'ru',
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'Контакт Поддержка' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Содержимое' })).toHaveAccessibleDescription(
      expect.stringContaining('mailto:name@example.com'),
    )
  },
})
