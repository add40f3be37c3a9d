import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button, buttonClassName } from './button'

const meta = {
  component: Button,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
  args: { children: 'Open the case', onClick: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

/** A plain `type="button"`, so it never submits a form by accident. */
export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open the case' })
    await expect(button).toHaveAttribute('type', 'button')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Secondary: Story = { args: { variant: 'secondary' } }

export const Ghost: Story = { args: { variant: 'ghost' } }

export const Accent: Story = { args: { variant: 'accent' } }

/** For destructive actions, such as confirming a delete. */
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } }

export const Small: Story = { args: { size: 'sm', children: 'Copy' } }

/** Every variant in both sizes, side by side. */
export const AllVariants: Story = {
  render: (args) => (
    <>
      {(['primary', 'secondary', 'ghost', 'accent', 'danger'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
      {(['primary', 'secondary', 'ghost', 'accent', 'danger'] as const).map((variant) => (
        <Button key={`${variant}-sm`} {...args} variant={variant} size="sm">
          {`${variant} small`}
        </Button>
      ))}
    </>
  ),
}

/** A disabled button ignores clicks. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open the case' })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

/** While a form submits: announced as busy, and a second click does nothing. */
export const Busy: Story = {
  args: { busy: true, children: 'Sending…' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sending…' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

/** A submit button keeps the type it is given. */
export const Submit: Story = {
  args: { type: 'submit', children: 'Publish review' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Publish review' })).toHaveAttribute(
      'type',
      'submit',
    )
  },
}

/** Labels do not wrap: a long one makes the button wider. */
export const LongText: Story = {
  args: { children: 'Claim the daily bonus and open three free cases right now' },
}

/** `buttonClassName`: the same look on a real link. */
export const AsLink: Story = {
  render: () => (
    <a href="#top" className={buttonClassName('accent')}>
      To the main page
    </a>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'To the main page' })).toHaveAttribute('href', '#top')
  },
}

export const Russian: Story = {
  args: { children: 'Открыть кейс' },
  globals: { locale: 'ru' },
}
