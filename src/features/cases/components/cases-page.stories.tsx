import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { CasesPage } from './cases-page'

const meta = {
  component: CasesPage,
  decorators: [withFrame()],
  args: { page: 1 },
  globals: { locale: 'en' },
} satisfies Meta<typeof CasesPage>

export default meta
type Story = StoryObj<typeof meta>

/** The latest drops above the case list. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { name: 'Last drops' })).toBeInTheDocument()
    await expect(page.getAllByRole('link').length).toBeGreaterThan(0)
  },
}

export const Russian: Story = { globals: { locale: 'ru' } }
