import type { Decorator } from '@storybook/react-vite'
import type { ReactNode } from 'react'

/** The padding of the app's content column, at most `maxWidth` px wide: the room a part gets in its page. */
export function Frame({ maxWidth, children }: { maxWidth?: number; children: ReactNode }) {
  return <div style={{ padding: 24, maxWidth }}>{children}</div>
}

/** A story shown in a {@link Frame}. */
export function withFrame(maxWidth?: number): Decorator {
  return function Framed(Story) {
    return (
      <Frame maxWidth={maxWidth}>
        <Story />
      </Frame>
    )
  }
}
