import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AppShell } from './app-shell'

const meta = {
  component: AppShell,
  args: {
    children: (
      <section>
        <h1>Page content</h1>
        <p>The page of the current route renders here, in the content column next to the sidebar.</p>
      </section>
    ),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof AppShell>

export default meta
type Story = StoryObj<typeof meta>

/** A first visit shows the age check (and then the cookie notice) through the modal queue. */
export const Guest: Story = {}

export const SignedIn: Story = { globals: { persona: 'regular' } }

/** The admin panel's layout: the same header, no public sidebar (the panel draws its own navigation). */
export const Panel: Story = {
  args: {
    variant: 'panel',
    children: (
      <section style={{ padding: 24 }}>
        <h1>Admin panel</h1>
        <p>The panel lays out its navigation and pages across the whole width.</p>
      </section>
    ),
  },
  globals: { persona: 'admin' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible()
    await expect(page.queryByRole('complementary', { name: 'Sidebar' })).toBeNull()
    // The header hydrates after the page, from a chunk of its own.
    await expect((await page.findAllByRole('banner'))[0]).toBeVisible()
  },
}
