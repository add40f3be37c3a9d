// @vitest-environment happy-dom
// (the router then loads as in the browser and follows a redirect; on the server it stops at one to answer it)
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { startTestBackend } from '@testing/backend/test-backend'
import { createApiClient } from '~/api/client'
import { localeFromPathname } from '~/shared/i18n/locale'
import { createModalStore } from '~/shared/ui/modals/modal-queue'
import { createToastStore } from '~/shared/ui/toasts/toast-store'
import { routeTree } from './routeTree.gen'

/**
 * The app's own route tree, loaded (loaders, redirects, not-found) on the fake backend as a
 * navigation would, without rendering: where an address typed by hand ends up.
 */
async function open(path: string) {
  // The pages' heads make absolute links, as a server started with SITE_URL does.
  vi.stubEnv('SITE_URL', 'http://localhost:3000')
  onTestFinished(() => {
    vi.unstubAllEnvs()
  })
  const locale = localeFromPathname(path)
  const backend = await startTestBackend()
  const api = createApiClient({ baseUrl: 'http://localhost/api', locale, fetch: backend.fetch })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const services = { api, locale, toasts: createToastStore(), modals: createModalStore() }
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, services },
  })
  await router.load()
  const { matches, location } = router.state
  return {
    pathname: location.pathname,
    routeId: matches.at(-1)?.routeId,
    notFound: matches.some((match) => match.status === 'notFound'),
  }
}

// The first address loaded compiles the catalogs of the root route's beforeLoad (seconds, once).
describe('giveaway addresses', { timeout: 30_000 }, () => {
  it("without a type, a giveaway's address leads to its typed one, in either language", async () => {
    expect(await open('/en/games/giveaways/cyberpunk-key')).toMatchObject({
      pathname: '/en/games/giveaways/games/cyberpunk-key',
      routeId: '/{-$locale}/games/giveaways/$type/$slug',
      notFound: false,
    })
    expect(await open('/games/giveaways/skinrush-codes')).toMatchObject({
      pathname: '/games/giveaways/promocodes/skinrush-codes',
      routeId: '/{-$locale}/games/giveaways/$type/$slug',
      notFound: false,
    })
  })

  it('a type alone is still its list, and a giveaway the API does not have is not found', async () => {
    expect(await open('/en/games/giveaways/promocodes')).toMatchObject({
      pathname: '/en/games/giveaways/promocodes',
      routeId: '/{-$locale}/games/giveaways/$type/',
      notFound: false,
    })
    expect(await open('/en/games/giveaways/no-such-giveaway')).toMatchObject({
      pathname: '/en/games/giveaways/no-such-giveaway',
      routeId: '/{-$locale}/games/giveaways/$slug',
      notFound: true,
    })
  })
})
