import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { LanguageSwitcher } from './language-switcher'
import { MainNav } from './main-nav'
import { MobileMenu } from './mobile-menu'

const meta = {
  component: MobileMenu,
  decorators: [
    (Story) => (
      <div
        style={{
          minHeight: 560,
          padding: 12,
          display: 'flex',
          justifyContent: 'flex-end',
          background: 'var(--color-surface)',
        }}
      >
        <Story />
      </div>
    ),
  ],
  args: {
    children: (
      <>
        <MainNav variant="menu" />
        <LanguageSwitcher withLabel />
      </>
    ),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof MobileMenu>

export default meta
type Story = StoryObj<typeof meta>

/** Closed: only the burger button; its panel is hidden. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull()
  },
}

/** The button opens the panel right after it, so Tab goes straight into the links. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Menu' })
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    // The panel fades in from transparent.
    await waitFor(() => expect(panel).toBeVisible())
    await expect(within(panel as HTMLElement).getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus()
  },
}

/** Escape closes it and gives focus back to the button. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Menu' })
    await userEvent.click(button)
    await userEvent.tab()
    await userEvent.keyboard('{Escape}')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toHaveFocus()
    await expect(canvas.queryByRole('link', { name: 'Shop' })).toBeNull()
  },
}

/** A click outside the menu closes it; a second click on the button too. */
export const OutsideClickCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Menu' })
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(canvasElement)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Tabbing on past its last control closes it: at 375 px the panel would cover where the focus went. */
export const TabbingPastCloses: Story = {
  render: (args) => (
    <>
      <MobileMenu {...args} />
      <button type="button">After the menu</button>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Menu' })
    await userEvent.click(button)
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement
    await waitFor(() => expect(panel).toBeVisible())
    within(panel).getAllByRole('link').at(-1)?.focus()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'After the menu' })).toHaveFocus()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Following a link in the menu closes it. */
export const LinkCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Menu' })
    await userEvent.click(button)
    await userEvent.click(canvas.getByRole('link', { name: 'Articles' }))
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Меню' }))
    const nav = canvas.getByRole('navigation', { name: 'Основная навигация' })
    await waitFor(() => expect(nav).toBeVisible())
    await expect(canvas.getByRole('link', { name: 'Язык: английский' })).toBeInTheDocument()
  },
}
