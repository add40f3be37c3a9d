import type { Decorator } from '@storybook/react-vite'
import { Toaster } from '~/shared/ui/toasts/toaster'

/**
 * A story of a control whose answers show as toasts, as the app shell shows them: the control
 * in a column of `maxWidth` px (the width it gets in its page), and the toaster beside it.
 */
export function withToasts(maxWidth?: number): Decorator {
  return function WithToasts(Story) {
    return (
      <div style={{ padding: 24, maxWidth }}>
        <Story />
        <Toaster />
      </div>
    )
  }
}
