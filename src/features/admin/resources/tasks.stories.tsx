import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ResourceFormPage } from '../resource-kit/resource-form-page'
import { columnTexts, phoneWidth, resourceStories } from '../test-harness/resource-story'
import { tasksResource } from './tasks'

/** Tasks on the fake backend, signed in as `admin`. Task 1 is the Daily case's "visit a link". */
const pages = resourceStories(tasksResource, { id: 1 })
const meta = { ...pages.meta } satisfies Meta<typeof ResourceFormPage>

export default meta
type Story = StoryObj<typeof meta>

const rowTexts = (table: HTMLElement) => columnTexts(table)

/** Text, kind, owner and position; the owner's own filter appears once its kind is chosen. */
export const List: Story = pages.list({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const table = await page.findByRole('table', { name: 'Tasks' })
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /Visit our partner SkinRush.*Visit a link.*Case.*Daily case.*0/,
    )
    await expect(page.queryByRole('combobox', { name: 'Case or giveaway' })).toBeNull()
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Belongs to' }), 'Case')
    const owner = await page.findByRole('combobox', { name: 'Case or giveaway' })
    await waitFor(() => expect(within(owner).getByRole('option', { name: 'Daily case' })).toBeInTheDocument())
    await userEvent.selectOptions(owner, 'Daily case')
    await waitFor(() =>
      expect(rowTexts(table)).toEqual([
        'Visit our partner SkinRush',
        'Set your tradelink in the profile',
        'Reach level 1 on the game platform',
      ]),
    )
    // Another kind of owner: the chosen case no longer applies.
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Belongs to' }), 'Giveaway')
    await waitFor(() => expect(page.getByRole('combobox', { name: 'Case or giveaway' })).toHaveValue(''))
  },
})

export const ListRussian: Story = pages.list({
  locale: 'ru',
  query: '?kind=steam_level',
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Задания' })
    await waitFor(() => expect(within(table).getAllByText('Достичь уровня на платформе').length).toBeGreaterThan(0))
  },
})

/** The form shows only what the kind uses, and says what it needs. */
export const FieldsByKind: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const kind = await page.findByRole('combobox', { name: 'Kind' })
    await expect(page.getByRole('textbox', { name: 'Address to visit' })).toHaveValue(
      'https://skinrush.example/?ref=freeskins',
    )
    await expect(page.queryByRole('combobox', { name: 'Social network' })).toBeNull()
    await userEvent.selectOptions(kind, 'Join a group')
    await expect(page.getByRole('textbox', { name: 'Group address' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Social network' })).toBeVisible()
    await userEvent.selectOptions(kind, 'Reach a platform level')
    await expect(page.queryByRole('textbox', { name: 'Group address' })).toBeNull()
    await expect(page.getByRole('spinbutton', { name: 'Required level' })).toBeVisible()
    await userEvent.selectOptions(kind, 'Set a tradelink')
    await expect(kind).toHaveAccessibleDescription(/once the user has saved a tradelink/)
    await expect(page.queryByRole('spinbutton', { name: 'Required level' })).toBeNull()
    await expect(page.getByRole('combobox', { name: 'Case' })).toHaveDisplayValue('Daily case')
  },
}

/** From a giveaway's "New task" link: its owner is preset; the server's messages land on their fields. */
export const CreateForGiveaway: Story = pages.create({
  preset: { owner: 'giveaway', ownerId: 2 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('radio', { name: 'Giveaway' })).toBeChecked()
    await waitFor(() => expect(page.getByRole('combobox', { name: 'Giveaway' })).toHaveDisplayValue('Elden Ring key'))
    await userEvent.type(page.getByRole('textbox', { name: 'Address to visit' }), 'skinrush.example')
    await userEvent.type(page.getByRole('textbox', { name: 'Text, Russian' }), 'Зайдите к партнёру')
    await userEvent.type(page.getByRole('textbox', { name: 'Text, English' }), 'Visit the partner')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    const url = page.getByRole('textbox', { name: 'Address to visit' })
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(
        expect.stringContaining('The address must start with http:// or https://.'),
      ),
    )
    await expect(page.getByRole('textbox', { name: 'Button text, English' })).toHaveAccessibleDescription(
      'This field is required.',
    )
  },
})

/** Without an owner the form asks for one before sending. */
export const OwnerRequired: Story = pages.create({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('button', { name: 'Create' }))
    await waitFor(() => expect(page.getByRole('combobox', { name: 'Case' })).toHaveAccessibleDescription('Choose one.'))
  },
})

export const EditRussian: Story = pages.edit(1, {
  locale: 'ru',
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Задание Посетите сайт партнёра SkinRush' }),
    ).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Тип' })).toHaveDisplayValue('Перейти по ссылке')
  },
})

/** Phone width: one column; long texts wrap. */
export const Narrow: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: 'Kind' })).toBeVisible()
  },
}
