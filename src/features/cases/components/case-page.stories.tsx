import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
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
    // The open form's code arrives after the page (lazyHydrated): wait for it.
    await expect(await page.findByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument()
    await expect(page.getAllByText(/\d\.\d{2} coins$/).length).toBeGreaterThan(0)
  },
}

/** A promocode case: the promocode form is the gate. */
export const PromocodeCase: Story = {
  args: { slug: 'promo-case' },
  globals: { persona: 'regular' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const field = await page.findByRole('textbox', { name: 'Promocode' })
    // The field comes first, then the Open button it unlocks.
    const open = await page.findByRole('button', { name: 'Open the case' })
    await expect(field.compareDocumentPosition(open) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  },
}

/** The symbol: open for a minute every few minutes. */
export const TimedCase: Story = { args: { slug: 'symbol-case' }, globals: { persona: 'regular' } }

/**
 * The opening moment on the page: the strip runs while the last drops keep the user's own drop
 * back; Skip lands it, the live region names the item, the drop panel offers sell and send.
 */
export const Opening: Story = {
  globals: { persona: 'regular' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const lastDrops = await page.findByRole('list', { name: 'Last drops' })
    await userEvent.click(await page.findByRole('checkbox', { name: "I'm not a robot" }))
    await userEvent.click(page.getByRole('button', { name: 'Open the case' }))
    const skip = await page.findByRole('button', { name: 'Skip' })
    await expect(page.getByRole('status')).toHaveTextContent('Opening the case…')
    await expect(within(lastDrops).queryByText('RegularRaider')).toBeNull()

    await userEvent.click(skip)
    await waitFor(() => expect(page.getByRole('status')).toHaveTextContent(/^Your drop: .+, \d+\.\d\d coins\.$/))
    const dropName = canvasElement.querySelector('[data-winner]')?.textContent ?? ''
    await expect(page.getByRole('status')).toHaveTextContent(dropName)
    await expect(await page.findByRole('heading', { name: 'Your drop' })).toHaveFocus()
    await expect(page.getByRole('button', { name: /^Sell for/ })).toBeVisible()
    await expect(await within(lastDrops).findByText('RegularRaider')).toBeVisible()
  },
}

/** On a phone the landed drop's Sell and Send are brought into view, not left below the strip. */
export const OpeningOnPhone: Story = {
  globals: { persona: 'regular', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('checkbox', { name: "I'm not a robot" }))
    await userEvent.click(page.getByRole('button', { name: 'Open the case' }))
    await userEvent.click(await page.findByRole('button', { name: 'Skip' }))
    const send = await page.findByRole('button', { name: 'Send to my tradelink' })
    const viewport = canvasElement.ownerDocument.documentElement.clientHeight
    await waitFor(() => expect(send.getBoundingClientRect().bottom).toBeLessThanOrEqual(viewport))
    await expect(page.getByRole('button', { name: /^Sell for/ }).getBoundingClientRect().top).toBeGreaterThanOrEqual(0)
  },
}

export const OpeningRussian: Story = {
  globals: { locale: 'ru', persona: 'regular' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('checkbox', { name: 'Я не робот' }))
    await userEvent.click(page.getByRole('button', { name: 'Открыть кейс' }))
    await userEvent.click(await page.findByRole('button', { name: 'Пропустить' }))
    await waitFor(() => expect(page.getByRole('status')).toHaveTextContent(/^Ваш дроп: .+, \d+,\d\d монеты\.$/))
  },
}

export const Guest: Story = {}

export const Russian: Story = { globals: { locale: 'ru', persona: 'regular' } }
