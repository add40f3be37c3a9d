import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withToasts } from '@testing/stories/with-toasts'
import { makeCase, makeCaseItem, sampleProof } from '@testing/fixtures/props'
import { apiOverride } from '@testing/api-override'
import { Button } from '~/shared/ui/button/button'
import { CaseOpenPanel } from './case-open-panel'

const dropped = makeCaseItem()

const levelTask: Schemas['Task'] = {
  id: 9,
  type: 'steam_level',
  typeLabel: 'Steam level',
  redirectUrl: null,
  completed: false,
  text: 'Reach Steam level 1',
  buttonText: 'Check level',
}

const openable = makeCase({
  title: 'Daily case',
  slug: 'daily-case',
  preview: dropped.image,
  tasks: [{ ...levelTask, completed: true }],
  items: [dropped],
})

const opened = apiOverride('post', '/cases/{slug}/open', () => ({
  status: 200,
  body: { data: { ...dropped, dropId: 1, proof: sampleProof } } satisfies Schemas['DroppedItemResponse'],
}))

/** The case as it was fetched a moment before it may be opened again. */
function OpensInTwoSeconds({ item }: { item: Schemas['Case'] }) {
  const [nextOpeningDate] = useState(() => new Date(Date.now() + 2000).toISOString())
  return <CaseOpenPanel item={{ ...item, nextOpeningDate }} />
}

const meta = {
  component: CaseOpenPanel,
  decorators: [withToasts(420)],
  args: { item: openable },
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof CaseOpenPanel>

export default meta
type Story = StoryObj<typeof meta>

/** A guest is offered the way in, not a captcha and an Open button that could only refuse them. */
export const Guest: Story = {
  args: { signIn: <Button>Sign in</Button> },
  globals: { persona: 'guest' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement)
    await expect(await panel.findByText(/^Sign in to open the case/)).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Sign in' })).toBeVisible()
    await expect(panel.queryByRole('button', { name: 'Open the case' })).toBeNull()
    await expect(panel.queryByRole('checkbox')).toBeNull()
  },
}

/** Opening without the captcha asks for it and sends nothing. */
export const CaptchaMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Open the case' }))
    const captcha = canvas.getByRole('checkbox', { name: "I'm not a robot" })
    await expect(captcha).toHaveAttribute('aria-invalid', 'true')
    await expect(captcha).toHaveAccessibleDescription('Tick the box to confirm you are not a robot.')
    await userEvent.click(captcha)
    await expect(captcha).not.toHaveAttribute('aria-invalid')
    await expect(canvas.queryByText('Tick the box to confirm you are not a robot.')).toBeNull()
  },
}

/** The case opens; the captcha token is spent, so the box is cleared for the next time. */
export const Opens: Story = {
  parameters: { msw: [opened] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const captcha = await canvas.findByRole('checkbox', { name: "I'm not a robot" })
    await userEvent.click(captcha)
    await expect(captcha).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Open the case' }))
    await waitFor(() => expect(captcha).not.toBeChecked())
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** The server's field error on the captcha lands on the box. */
export const CaptchaRejected: Story = {
  parameters: {
    msw: [
      apiOverride('post', '/cases/{slug}/open', () => ({
        status: 422,
        body: { errors: { captchaToken: ['The captcha has expired.'] } },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const captcha = await canvas.findByRole('checkbox', { name: "I'm not a robot" })
    await userEvent.click(captcha)
    await userEvent.click(canvas.getByRole('button', { name: 'Open the case' }))
    await waitFor(() => expect(captcha).toHaveAccessibleDescription('The captcha has expired.'))
    await expect(captcha).toHaveAttribute('aria-invalid', 'true')
  },
}

/** What gates the case is the server's to enforce: its refusal is an error toast. */
export const Refused: Story = {
  args: { item: { ...openable, tasks: [levelTask] } },
  parameters: {
    msw: [
      apiOverride('post', '/cases/{slug}/open', () => ({
        status: 400,
        body: { error: 'Complete all the tasks first.' },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Complete all the tasks to open the case.')).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: "I'm not a robot" }))
    await userEvent.click(canvas.getByRole('button', { name: 'Open the case' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Complete all the tasks first.')
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked()
  },
}

/** While the case opens, the button is busy and the captcha cannot be changed. */
export const Opening: Story = {
  parameters: { msw: [apiOverride('post', '/cases/{slug}/open', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('checkbox', { name: "I'm not a robot" }))
    await userEvent.click(canvas.getByRole('button', { name: 'Open the case' }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Open the case' })).toHaveAttribute('aria-busy', 'true'),
    )
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).toBeDisabled()
  },
}

/** On its cooldown: a countdown, no captcha, and the button stays disabled. */
export const Cooldown: Story = {
  // A day ahead of when the stories are loaded, so it is still running when the story is shown.
  args: { item: { ...openable, nextOpeningDate: new Date(Date.now() + 24 * 3_600_000).toISOString() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Next opening in')).toBeVisible()
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^\d+:\d{2}:\d{2}$/)
    await expect(canvas.getByRole('button', { name: 'Open the case' })).toBeDisabled()
    await expect(canvas.queryByRole('checkbox')).toBeNull()
  },
}

/** When the countdown runs out, the captcha appears and the case may be opened. */
export const CooldownEnds: Story = {
  render: (args) => <OpensInTwoSeconds {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Open the case' })).toBeDisabled()
    await expect(await canvas.findByRole('checkbox', { name: "I'm not a robot" })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Open the case' })).toBeEnabled()
    await expect(canvas.queryByRole('timer')).toBeNull()
  },
}

export const PromocodeCase: Story = {
  args: { item: { ...openable, title: 'Promo case', slug: 'promo-case', type: 'promocode', tasks: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Activate a promocode to open the case.')).toBeVisible()
  },
}

export const PromocodeActivated: Story = {
  args: {
    item: {
      ...openable,
      title: 'Promo case',
      slug: 'promo-case',
      type: 'promocode',
      tasks: [],
      hasActivatedPromocode: true,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('checkbox', { name: "I'm not a robot" })).toBeEnabled()
    await expect(canvas.queryByText('Activate a promocode to open the case.')).toBeNull()
  },
}

export const TimedCase: Story = {
  args: { item: { ...openable, title: 'The symbol', slug: 'symbol-case', type: 'timed', tasks: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The symbol opens every few minutes and stays open for 1 minute.'),
    ).toBeVisible()
  },
}

export const Russian: Story = {
  args: { item: { ...openable, tasks: [levelTask] } },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Открыть кейс' }))
    await expect(canvas.getByText('Отметьте галочку, чтобы подтвердить, что вы не робот.')).toBeVisible()
    await expect(canvas.getByText('Выполните все задания, чтобы открыть кейс.')).toBeVisible()
  },
}
