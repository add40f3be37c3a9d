import { StrictMode, startTransition, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { startApiMocking } from 'virtual:api-mocking'
import { reportCaughtError, reportRecoverableError } from '~/shared/lib/caught-error'
import { yieldToBrowser } from '~/shared/lib/yield-to-browser'

/**
 * The browser entry. Whether the API is the in-browser fake backend is build configuration
 * (`virtual:api-mocking` resolves to a no-op outside the demo build), so production code never
 * contains the fake.
 *
 * The wake-up runs in separate tasks (docs/performance.md, "The wake-up's long tasks"): the
 * scripts' evaluation, the router's creation and hydration from the server's data, and React's
 * hydration. Start's `StartClient` would do the second inside React's first render, one task with
 * the first, so the entry does it itself and hands React a router that is ready.
 */
async function boot() {
  const { ownsPage } = await startApiMocking()
  if (ownsPage) return
  await yieldToBrowser()
  const App = await startRouter()
  await yieldToBrowser()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <App />
      </StrictMode>,
      { onCaughtError: reportCaughtError, onRecoverableError: reportRecoverableError },
    )
  })
}

async function startRouter(): Promise<ComponentType> {
  try {
    const router = await hydrateStart()
    return function App() {
      return <RouterProvider router={router} />
    }
  } catch (error) {
    // Thrown where StartClient threw it, in React's render, so it is reported the same way.
    return function StartFailed(): never {
      throw error
    }
  }
}

void boot()
