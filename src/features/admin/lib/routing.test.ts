import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { isRedirect } from '@tanstack/react-router'
import { createApiClient } from '~/api/client'
import { adminKeys } from '../api/keys'
import type { AdminAccess } from '../api/admin-access'
import { loadPanelAccess } from './routing'

function contextFor(sections: AdminAccess['sections']) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(adminKeys.access, { sections, canUpload: false } satisfies AdminAccess)
  const api = createApiClient({
    baseUrl: 'http://localhost/api',
    locale: 'en',
    fetch: () => Promise.reject(new Error('no network')),
  })
  return { queryClient, services: { api, locale: 'en' as const } }
}

describe('loadPanelAccess', () => {
  it('lets the user into the panel and into a section they may open', async () => {
    const context = contextFor(['articles'])
    await expect(loadPanelAccess(context, undefined, '/en/admin')).resolves.toMatchObject({
      adminAccess: { sections: ['articles'] },
    })
    await expect(loadPanelAccess(context, 'articles', '/en/admin/articles')).resolves.toBeDefined()
  })

  // The panel's guard runs on the server: a section refused only in the browser would swap a page
  // the server had already rendered (a hydration mismatch).
  it('sends the user home from a section they may not open, saying why', async () => {
    const thrown = await loadPanelAccess(contextFor(['articles']), 'users', '/en/admin/users').catch(
      (error: unknown) => error,
    )
    expect(isRedirect(thrown)).toBe(true)
    expect((thrown as { options: { search: unknown } }).options.search).toEqual({
      denied: 'no-access',
      from: '/en/admin/users',
    })
  })

  it('leaves a section the panel does not know to the section route (its 404)', async () => {
    await expect(loadPanelAccess(contextFor(['articles']), 'nope', '/en/admin/nope')).resolves.toBeDefined()
  })
})
