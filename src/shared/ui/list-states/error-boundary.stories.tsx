import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary'
import { ErrorState } from './error-state'

/** A section of a page that fails while rendering as long as `broken` is set. */
function Section({ broken }: { broken: boolean }) {
  if (broken) throw new Error('The section failed to render')
  return <p>The section content</p>
}

/** A section that is broken until the boundary's retry runs (e.g. data fetched again). */
function RecoveringSection({ onReset, fallback }: Pick<ErrorBoundaryProps, 'onReset' | 'fallback'>) {
  const [broken, setBroken] = useState(true)
  return (
    <ErrorBoundary
      fallback={fallback}
      onReset={() => {
        onReset?.()
        setBroken(false)
      }}
    >
      <Section broken={broken} />
    </ErrorBoundary>
  )
}

const meta = {
  component: ErrorBoundary,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 1100 }}>
        <p>The rest of the page stays usable.</p>
        <Story />
      </div>
    ),
  ],
  args: {
    fallback: (error, reset) => (
      <ErrorState error={error} title={error instanceof Error ? error.message : 'Failed'} onRetry={reset} />
    ),
    onReset: fn(),
    children: <Section broken={false} />,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof ErrorBoundary>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing failed: the children render as they are. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('The section content')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** A failing section is replaced by the fallback; the page around it stays. */
export const Failed: Story = {
  args: { children: <Section broken /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The section failed to render')
    await expect(canvas.getByText('The rest of the page stays usable.')).toBeVisible()
    // Still broken: the retry calls `onReset` and falls back again.
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onReset).toHaveBeenCalledOnce()
    await expect(await canvas.findByRole('alert')).toBeVisible()
  },
}

/** The retry renders the children again, and they recover. */
export const RetryRecovers: Story = {
  render: (args) => <RecoveringSection onReset={args.onReset} fallback={args.fallback} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }))
    await expect(args.onReset).toHaveBeenCalledOnce()
    await expect(await canvas.findByText('The section content')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const Russian: Story = {
  args: {
    children: <Section broken />,
    fallback: (error, reset) => <ErrorState error={error} onRetry={reset} />,
  },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Не удалось загрузить список.')
  },
}
