import { setupWorker } from 'msw/browser'
import { clock } from '../clock.ts'
import { contractChecker } from '../contract/requests/source.ts'
import { FAKE_NAVIGATION_HEADER } from '../handlers/fake-platform.ts'
import { handlers } from '../handlers/index.ts'
import { routing, useHybridSettings } from '../hybrid/routing.ts'
import { hybridSettings, type HybridInput } from '../hybrid/settings.ts'
import { realtimeLink, startRealtimeTicks } from '../realtime/browser-link.ts'
import { restoreControls, saveCalls, saveLatency, saveMovedOperations } from './persisted-controls.ts'
import { restoreFaults, saveFaults } from './persisted-faults.ts'
import { restoreSavedState, saveAfterRequest } from './persisted-state.ts'
import { runQueuedControls } from './queued-controls.ts'
import { logWorkerCalls } from './worker-calls.ts'

const FAKE_PLATFORM_PREFIX = '/api/fake-platform/'

/**
 * Service workers never see navigations, so in this host the fake platform's pages are
 * fetched through the worker and put on screen here: a redirect becomes
 * `location.replace`, a page replaces the document. The app must not boot then.
 */
async function showFakePlatformPage(): Promise<void> {
  const response = await fetch(location.pathname + location.search, {
    credentials: 'include',
    headers: { [FAKE_NAVIGATION_HEADER]: '1' },
  })
  if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
    const body: unknown = await response.json()
    const target: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'location') : undefined
    location.replace(typeof target === 'string' ? target : '/')
    return
  }
  const html = await response.text()
  document.open()
  document.write(html)
  document.close()
}

/**
 * Hybrid mode as the page's runtime config asks for it. Settings that do not hold (an entry
 * that matches no operation, no real API) leave the fake answering everything, and say why.
 */
async function startHybridMode(input: HybridInput): Promise<void> {
  const checked = hybridSettings(input, (await contractChecker()).operations)
  if ('problems' in checked)
    console.error(
      `[fake backend] Hybrid mode is off, the fake backend answers every call: ${checked.problems.join('; ')}`,
    )
  else useHybridSettings(routing, checked.settings)
}

/**
 * Starts the fake backend in a service worker (static demo, Storybook), with its real-time
 * channel on this page (msw intercepts the page's WebSockets, not the worker). Answers
 * `ownsPage: true` when the current page is one of the fake platform's, which it has
 * rendered itself. The fake state is kept in `localStorage` across page loads
 * (./persisted-state.ts); `POST /api/__control/reset` starts it over. Control calls queued
 * before the first page load (./queued-controls.ts) are made once the worker runs, before the
 * app boots. `hybrid`: the demo's hybrid mode (mocks/hybrid), from its page's runtime config.
 */
export async function startBrowserFakeBackend(hybrid?: HybridInput): Promise<{ ownsPage: boolean }> {
  // Seeded relative to the page's own clock (a Playwright `page.clock` included), and running.
  clock.followWallTime()
  // The state of the last page load (session, purchases, clock), if any; handlers wait for it.
  await restoreSavedState()
  restoreFaults()
  restoreControls()
  if (hybrid) await startHybridMode(hybrid)
  const worker = setupWorker(...handlers, realtimeLink(location.origin))
  logWorkerCalls(worker, saveCalls)
  // Saved when the handler has answered, before the page can see the response (`response:mocked`
  // only comes once the worker has passed it on, which can be after a reload has begun).
  worker.events.on('request:end', ({ request }) => {
    saveAfterRequest(request)
    saveFaults()
    saveLatency()
    saveMovedOperations()
  })
  ignoreWorkerUpdateFailures()
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledFrame: 'bypass', quiet: true })
  await runQueuedControls()
  startRealtimeTicks()
  if (!location.pathname.startsWith(FAKE_PLATFORM_PREFIX)) return { ownsPage: false }
  await showFakePlatformPage()
  return { ownsPage: true }
}

/**
 * On every page load msw asks the browser to look for a newer worker and leaves the answer
 * unhandled (mswjs/msw#2006). A check that does not complete (seen in e2e flows that sign in
 * and navigate again at once: "Failed to update a ServiceWorker … Not found") is harmless, since
 * the registered worker goes on serving, but it is an uncaught error in the page, which the e2e
 * console guard rightly fails a test on.
 */
function ignoreWorkerUpdateFailures(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason
    if (reason instanceof TypeError && reason.message.startsWith('Failed to update a ServiceWorker'))
      event.preventDefault()
  })
}
