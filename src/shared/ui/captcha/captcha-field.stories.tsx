import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { CaptchaField } from './captcha-field'

function Controlled({ error }: { error?: string }) {
  const [token, setToken] = useState<string | null>(null)
  return (
    <div style={{ padding: 24, display: 'grid', gap: 12 }}>
      <CaptchaField token={token} onTokenChange={setToken} error={error} />
      <output aria-label="Token">{token ?? 'no token'}</output>
    </div>
  )
}

const meta = {
  component: CaptchaField,
  render: (args) => <Controlled error={args.error} />,
  args: { token: null, onTokenChange: () => {} },
  globals: { locale: 'en' },
} satisfies Meta<typeof CaptchaField>

export default meta
type Story = StoryObj<typeof meta>

/** Offline stand-in for the captcha widget: ticking yields a one-time token, unticking drops it. */
export const Checkbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('checkbox', { name: "I'm not a robot" }))
    await expect(canvas.getByLabelText('Token').textContent).toMatch(/^checkbox\./)
    await userEvent.click(canvas.getByRole('checkbox', { name: "I'm not a robot" }))
    await expect(canvas.getByLabelText('Token')).toHaveTextContent('no token')
  },
}

export const WithError: Story = { args: { error: 'Tick the box to confirm you are not a robot.' } }
