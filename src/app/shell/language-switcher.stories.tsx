import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LanguageSwitcher } from './language-switcher'

const meta = {
  component: LanguageSwitcher,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, background: 'var(--color-surface)' }}>
        <Story />
      </div>
    ),
  ],
  args: { withLabel: false },
  parameters: { route: '/en/shop?page=2#top' },
  globals: { locale: 'en' },
} satisfies Meta<typeof LanguageSwitcher>

export default meta
type Story = StoryObj<typeof meta>

/** The same page in Russian, with its query and hash; the visible code starts the name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'RU: Switch language to Russian' })
    await expect(link).toHaveAttribute('href', '/shop?page=2#top')
    await expect(link).toHaveAttribute('hreflang', 'ru')
    await expect(link).toHaveTextContent(/^RU$/)
  },
}

/** A one-time message in the address does not follow the visitor into the other language. */
export const DropsErrorMessage: Story = {
  parameters: { route: '/en/games?error_message=Done' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Switch language/ })).toHaveAttribute('href', '/games')
  },
}

/** In the mobile menu: a spelled-out label instead of the code. */
export const WithLabel: Story = {
  args: { withLabel: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Language: Russian' })
    await expect(link).toHaveAttribute('href', '/shop?page=2#top')
    await expect(link).not.toHaveAttribute('title')
  },
}

/** From Russian to English: the `/en` prefix is added. */
export const Russian: Story = {
  parameters: { route: '/games/cases' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'EN: Переключить язык на английский' })
    await expect(link).toHaveAttribute('href', '/en/games/cases')
    await expect(link).toHaveAttribute('hreflang', 'en')
  },
}

export const RussianWithLabel: Story = {
  args: { withLabel: true },
  parameters: { route: '/' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Язык: английский' })).toHaveAttribute('href', '/en')
  },
}
