import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { ContactsPage } from './contacts-page'

const meta = {
  component: ContactsPage,
  decorators: [withPageBoundary()],
  globals: { locale: 'en' },
} satisfies Meta<typeof ContactsPage>

export default meta
type Story = StoryObj<typeof meta>

export const Seeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByRole('listitem')).not.toHaveLength(0)
  },
}

export const Russian: Story = { globals: { locale: 'ru' } }

/** Mail, messenger and a contact that is only a text; an unsafe address is shown, not linked. */
export const Kinds: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/contacts', () => ({
        status: 200,
        body: {
          data: [
            { id: 1, name: 'Support', content: 'mailto:support@example.com', contentLabel: 'support@example.com' },
            { id: 2, name: 'Messenger', content: 'https://t.me/freeskins_support', contentLabel: '@freeskins_support' },
            { id: 3, name: 'Office hours', content: 'Mon–Fri, 10:00–19:00 (Moscow time)', contentLabel: '' },
            { id: 4, name: 'Not a link', content: 'javascript:alert(1)', contentLabel: 'Suspicious address' },
            {
              id: 5,
              name: 'Partnerships and advertising on the site',
              content: 'mailto:a-very-long-address-for-partners@freeskins-partners.example.com',
              contentLabel: 'a-very-long-address-for-partners@freeskins-partners.example.com',
            },
          ],
        },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    )
    await expect(canvas.getByRole('link', { name: /@freeskins_support/ })).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(canvas.queryByRole('link', { name: 'Suspicious address' })).toBeNull()
  },
}

export const Empty: Story = {
  parameters: { msw: [apiOverride('get', '/contacts', () => ({ status: 200, body: { data: [] } }))] },
}

export const Loading: Story = { parameters: { msw: [apiOverride('get', '/contacts', () => delay('infinite'))] } }

export const Error: Story = {
  parameters: {
    msw: [apiOverride('get', '/contacts', () => ({ status: 500, body: { error: 'Something went wrong...' } }))],
  },
}
