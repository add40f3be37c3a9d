import type { Meta, StoryObj } from '@storybook/react-vite'
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
