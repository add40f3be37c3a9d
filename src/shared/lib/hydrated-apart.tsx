import { Suspense, type ReactNode } from 'react'

/**
 * A part of a server-rendered page that React hydrates after what is around it, as a render and
 * a commit of their own: the browser can paint and take input in between instead of after one
 * long task (docs/performance.md, "Hydration in parts"). React leaves a boundary it meets while
 * hydrating for a later pass, and boundaries met in the same pass share that pass's commit, so
 * parts meant to be separate tasks are nested, not side by side.
 *
 * Nothing in it may suspend on the server (routes' loaders fetch first): the empty fallback is
 * never shown there, and the HTML only gains the boundary's comment markers.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
