import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ApiError } from '~/api/api-error'
import { withFrame } from '@testing/stories/with-frame'
import { apiOverride } from '@testing/api-override'
import { roleSource } from '../../resources/sources'
import { FieldHarness } from '../../test-harness/field-harness'

function Harness({
  roles,
  readOnly = false,
  failWith,
}: {
  roles: string[]
  readOnly?: boolean
  failWith?: Record<string, string[]>
}) {
  return (
    <FieldHarness
      defaultValues={{ roles }}
      onSubmit={() => {
        if (failWith) throw new ApiError({ kind: 'fields', status: 422, fields: failWith })
      }}
    >
      {(form) => (
        <form.AppField name="roles">
          {(field) => (
            <field.RelationCheckboxesField label="Roles" source={roleSource} hint="Tick any." readOnly={readOnly} />
          )}
        </form.AppField>
      )}
    </FieldHarness>
  )
}

/** The fake backend's roles (admin, articlesEditor, moderator), chosen by name. */
const meta = {
  component: Harness,
  decorators: [withFrame(700)],
  args: { roles: [] },
  globals: { locale: 'en', persona: 'admin' },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

const group = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('group', { name: 'Roles' }))

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const roles = group(canvasElement)
    await waitFor(() => expect(roles.getAllByRole('checkbox')).toHaveLength(3))
    for (const box of roles.getAllByRole('checkbox')) await expect(box).not.toBeChecked()
  },
}

/** Ticked ones show ticked; a role the list does not have stays, so it can be unticked. */
export const Chosen: Story = {
  args: { roles: ['articlesEditor', 'retired'] },
  play: async ({ canvasElement }) => {
    const roles = group(canvasElement)
    await expect(await roles.findByRole('checkbox', { name: 'Articles editor' })).toBeChecked()
    await expect(roles.getByRole('checkbox', { name: 'retired' })).toBeChecked()
    await userEvent.click(roles.getByRole('checkbox', { name: 'Administrator' }))
    await expect(roles.getByRole('checkbox', { name: 'Administrator' })).toBeChecked()
  },
}

/** A message about the whole set is said under it and describes the group. */
export const ServerError: Story = {
  args: { roles: ['admin'], failWith: { roles: ['You cannot take the admin role from yourself.'] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(within(canvasElement).getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription(
        'Tick any. You cannot take the admin role from yourself.',
      ),
    )
  },
}

export const ReadOnly: Story = {
  args: { roles: ['admin'], readOnly: true },
  play: async ({ canvasElement }) => {
    const admin = await group(canvasElement).findByRole('checkbox', { name: 'Administrator' })
    await userEvent.click(admin)
    await expect(admin).toBeChecked()
    await expect(admin).toHaveAttribute('aria-readonly', 'true')
  },
}

const longTitle = 'Модератор комментариев и отзывов на страницах карточек и статей, который отвечает пользователям'

/** A long title wraps in its column. */
export const LongText: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/admin/roles', () => ({
        status: 200,
        body: {
          data: [
            { id: 9, name: 'longModerator', title: { ru: longTitle, en: longTitle }, system: false, usersCount: 0 },
          ],
          pagination: { total: 1, current_page: 1, last_page: 1 },
        },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await group(canvasElement).findByRole('checkbox', { name: longTitle })).toBeVisible()
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
}

export const Russian: Story = {
  globals: { locale: 'ru', persona: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(await group(canvasElement).findByRole('checkbox', { name: 'Администратор' })).toBeVisible()
  },
}
