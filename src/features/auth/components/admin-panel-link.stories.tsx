import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { AdminPanelLink } from './admin-panel-link'

const meta = {
  component: AdminPanelLink,
  decorators: [withFrame(280)],
  args: { withLabel: false },
  globals: { locale: 'en', persona: 'admin' },
} satisfies Meta<typeof AdminPanelLink>

export default meta
type Story = StoryObj<typeof meta>

/** The header's icon link: named for screen readers and in a tooltip. */
export const Icon: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Admin panel' })
    await expect(link).toHaveAttribute('title', 'Admin panel')
    await expect(link).toHaveAttribute('href', '/en/admin')
  },
}

/** The menu spells it out. */
export const WithLabel: Story = {
  args: { withLabel: true },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Админ-панель' })
    await expect(link).toHaveAttribute('href', '/admin')
    await expect(link).not.toHaveAttribute('title')
  },
}

/** An articles editor may enter the panel too. */
export const Editor: Story = {
  globals: { persona: 'editor' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Admin panel' })).toBeVisible()
  },
}

/** Anyone the panel would turn away sees nothing (the text after it shows the user was read by then). */
export const RegularUser: Story = {
  globals: { persona: 'regular' },
  render: (args) => (
    <>
      <AdminPanelLink {...args} />
      <p>After the link</p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('After the link')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}
