import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ApiError } from '~/api/api-error'
import type { Schemas } from '~/api/types'
import { withFrame } from '@testing/stories/with-frame'
import { apiOverride } from '@testing/api-override'
import { userSource } from '../../resources/sources'
import { FieldHarness } from '../../test-harness/field-harness'

function Harness({
  userId,
  readOnly = false,
  failWith,
}: {
  userId: number | null
  readOnly?: boolean
  failWith?: Record<string, string[]>
}) {
  return (
    <FieldHarness
      defaultValues={{ userId }}
      onSubmit={() => {
        if (failWith) throw new ApiError({ kind: 'fields', status: 422, fields: failWith })
      }}
    >
      {(form) => (
        <form.AppField name="userId">
          {(field) => (
            <field.RelationComboboxField
              label="User"
              source={userSource}
              hint="Type a name or a platform id."
              readOnly={readOnly}
            />
          )}
        </form.AppField>
      )}
    </FieldHarness>
  )
}

/** The fake backend's users (GoldenDragon is #3), signed in as `admin`. */
const meta = {
  component: Harness,
  decorators: [withFrame(600)],
  args: { userId: null },
  globals: { locale: 'en', persona: 'admin' },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'User' })

/** Nothing chosen: typing searches the users and lists the first matches. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = box(canvasElement)
    await expect(input).toHaveValue('')
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await userEvent.type(input, 'golden')
    const listbox = await within(canvasElement).findByRole('listbox', { name: 'User' })
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['GoldenDragon']),
    )
  },
}

/** A chosen user shows by name (fetched by id); the keyboard picks another. */
export const Chosen: Story = {
  args: { userId: 3 },
  play: async ({ canvasElement }) => {
    const input = box(canvasElement)
    await waitFor(() => expect(input).toHaveValue('GoldenDragon'))
    await userEvent.clear(input)
    await userEvent.type(input, 'regular')
    const listbox = within(canvasElement).getByRole('listbox', { name: 'User' })
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['RegularRaider']),
    )
    await waitFor(() => expect(listbox).not.toHaveAttribute('aria-busy'))
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(input).toHaveValue('RegularRaider')
    await expect(within(canvasElement).getByRole('button', { name: 'Clear User' })).toBeVisible()
  },
}

/** The server's message for the field is said under it. */
export const ServerError: Story = {
  args: { userId: 3, failWith: { userId: ['There is no such user.'] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }))
    const input = box(canvasElement)
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'))
    await expect(input).toHaveAccessibleDescription('Type a name or a platform id. There is no such user.')
  },
}

/** Fixed once sent (a notification's addressee): shown, not changed. */
export const ReadOnly: Story = {
  args: { userId: 3, readOnly: true },
  play: async ({ canvasElement }) => {
    const input = box(canvasElement)
    await waitFor(() => expect(input).toHaveValue('GoldenDragon'))
    await expect(input).toHaveAttribute('readonly')
    await userEvent.type(input, '{ArrowDown}x')
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear User' })).toBeNull()
  },
}

const longName = 'Пользователь_с_очень_длинным_именем_которое_не_помещается_в_поле_и_в_список_подсказок_целиком'
const longUser: Schemas['AdminUser'] = {
  id: 77,
  steamId: '76561198000000077',
  steamName: longName,
  steamAvatar: '',
  steamLevel: 0,
  balance: 0,
  roles: [],
  tradelink: null,
  refCode: 'LONG77',
  refActivated: false,
  createdAt: '2025-06-01T12:00:00.000Z',
  tradesCount: 0,
}

/** A name longer than the field: the suggestion wraps, the field scrolls its text. */
export const LongName: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/admin/users', () => ({
        status: 200,
        body: { data: [longUser], pagination: { total: 1, current_page: 1, last_page: 1 } },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'очень')
    const option = await within(canvasElement).findByRole('option', { name: longName })
    await expect(option.getBoundingClientRect().width).toBeLessThanOrEqual(
      box(canvasElement).getBoundingClientRect().width,
    )
  },
}

export const Russian: Story = {
  globals: { locale: 'ru', persona: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveAttribute('placeholder', 'Найти…')
    await userEvent.type(box(canvasElement), 'zzzz')
    await expect(await within(canvasElement).findByText('Ничего не найдено.', { selector: 'p' })).toBeVisible()
  },
}
