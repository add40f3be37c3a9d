import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LogoLink } from './logo-link'

const meta = {
  component: LogoLink,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, background: 'var(--color-surface)' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { route: '/en/shop' },
  globals: { locale: 'en' },
} satisfies Meta<typeof LogoLink>

export default meta
type Story = StoryObj<typeof meta>

/** Links to the main page of the visitor's language; the mark is decorative. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('link', { name: 'FreeSkins' })
    await expect(logo).toHaveAttribute('href', '/en')
    await expect(logo.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  },
}

/** Russian is the default language: no prefix. */
export const Russian: Story = {
  parameters: { route: '/shop' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'FreeSkins' })).toHaveAttribute('href', '/')
  },
}
