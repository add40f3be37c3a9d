import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { ContactItem } from './contact-item'

const contact: Schemas['Contact'] = {
  id: 1,
  name: 'Support',
  content: 'mailto:support@freeskins.example',
  contentLabel: 'support@freeskins.example',
}

const meta = {
  component: ContactItem,
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 24, maxWidth: 480 }}>
        <Story />
      </ul>
    ),
  ],
  args: { contact },
  globals: { locale: 'en' },
} satisfies Meta<typeof ContactItem>

export default meta
type Story = StoryObj<typeof meta>

/** A mail address: a link shown by its label that opens the mail app, in the same tab. */
export const Email: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Support' })).toBeVisible()
    const link = canvas.getByRole('link', { name: 'support@freeskins.example' })
    await expect(link).toHaveAttribute('href', 'mailto:support@freeskins.example')
    await expect(link).not.toHaveAttribute('target')
  },
}

/** Another site opens in a new tab, and says so to screen readers. */
export const ExternalLink: Story = {
  args: { contact: { id: 2, name: 'Telegram', content: 'https://t.me/freeskins', contentLabel: '@freeskins' } },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: '@freeskins (opens in a new tab)' })
    await expect(link).toHaveAttribute('href', 'https://t.me/freeskins')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

/** Without a label the address itself is shown. */
export const Phone: Story = {
  args: { contact: { id: 3, name: 'Phone', content: 'tel:+74950000000', contentLabel: '' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'tel:+74950000000' })).toHaveAttribute(
      'href',
      'tel:+74950000000',
    )
  },
}

/** Not a link (a postal address, or an unsafe scheme): plain text, never an href. */
export const PlainText: Story = {
  args: {
    contact: { id: 4, name: 'Office', content: 'javascript:alert(1)', contentLabel: 'Moscow, Tverskaya street 1' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Moscow, Tverskaya street 1')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const LongText: Story = {
  args: {
    contact: {
      id: 5,
      name: 'Questions about partnerships, advertising and placing your site in the catalogue',
      content: 'mailto:partnerships-and-advertising-department@a-very-long-domain-name.freeskins.example',
      contentLabel: '',
    },
  },
}

export const Russian: Story = {
  args: { contact: { id: 2, name: 'Телеграм', content: 'https://t.me/freeskins', contentLabel: '@freeskins' } },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: '@freeskins (откроется в новой вкладке)' }),
    ).toBeVisible()
  },
}
