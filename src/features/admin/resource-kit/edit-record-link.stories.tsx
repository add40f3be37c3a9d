import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { EditRecordLink } from './edit-record-link'

/** A table row's way to its record's form: a pencil named after the record, the same words on hover. */
const meta = {
  component: EditRecordLink,
  decorators: [withFrame(200)],
  args: { section: 'cards', id: 12, name: 'CSGOFAST' },
  parameters: { route: '/en/admin/cards' },
  globals: { locale: 'en' },
} satisfies Meta<typeof EditRecordLink>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Edit CSGOFAST' })
    await expect(link).toHaveAttribute('href', '/en/admin/cards/12')
    await expect(link).toHaveAttribute('title', 'Edit CSGOFAST')
    await expect(link).not.toHaveTextContent(/\S/)
  },
}

/** Russian words, and the address without the language segment. */
export const Russian: Story = {
  parameters: { route: '/admin/cards' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Изменить CSGOFAST' })
    await expect(link).toHaveAttribute('href', '/admin/cards/12')
    await expect(link).toHaveAttribute('title', 'Изменить CSGOFAST')
  },
}
