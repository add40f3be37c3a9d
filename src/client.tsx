import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'
import { startApiMocking } from 'virtual:api-mocking'
import { reportCaughtError, reportRecoverableError } from '~/shared/lib/caught-error'

/**
 * The browser entry. Whether the API is the in-browser fake backend is build configuration
 * (`virtual:api-mocking` resolves to a no-op outside the demo build), so production code never
 * contains the fake.
 */
async function boot() {
  const { ownsPage } = await startApiMocking()
  if (ownsPage) return
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
      { onCaughtError: reportCaughtError, onRecoverableError: reportRecoverableError },
    )
  })
}

void boot()
