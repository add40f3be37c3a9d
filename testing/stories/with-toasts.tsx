import type { Decorator } from '@storybook/react-vite'
import { Toaster } from '~/shared/ui/toasts/toaster'
import { Frame } from './with-frame'

/** A story of a control whose answers show as toasts, with the toaster beside it as in the app shell. */
export function withToasts(maxWidth?: number): Decorator {
  return function WithToasts(Story) {
    return (
      <Frame maxWidth={maxWidth}>
        <Story />
        <Toaster />
      </Frame>
    )
  }
}
