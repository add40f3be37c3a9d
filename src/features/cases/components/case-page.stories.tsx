import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '~/shared/testing/with-frame'
import { CasePage } from './case-page'

const meta = {
  component: CasePage,
  decorators: [withFrame()],
  // The route puts the tasks feature's list here; stories of one feature show a stand-in.
  args: { slug: 'daily-case', tasks: <p>The case's task list goes here.</p> },
  globals: { locale: 'en' },
} satisfies Meta<typeof CasePage>

export default meta
type Story = StoryObj<typeof meta>

export const FreeCase: Story = {
  globals: { persona: 'regular' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1 })).toBeInTheDocument()
    await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument()
    await expect(page.getAllByText(/\d\.\d{2} coins$/).length).toBeGreaterThan(0)
  },
}

/** A promocode case: the promocode form is the gate. */
export const PromocodeCase: Story = {
  args: { slug: 'promo-case' },
  globals: { persona: 'regular' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Promocode' })).toBeInTheDocument()
  },
}

/** The symbol: open for a minute every few minutes. */
export const TimedCase: Story = { args: { slug: 'symbol-case' }, globals: { persona: 'regular' } }

export const Guest: Story = {}

export const Russian: Story = { globals: { locale: 'ru', persona: 'regular' } }
