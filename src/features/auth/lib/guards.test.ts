import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { isRedirect } from '@tanstack/react-router'
import { createApiClient } from '~/api/client'
import { coreDataKeys } from '~/shared/core-data/keys'
import { makeCore, makeUser } from '@testing/fixtures/props'
import { canEnter, isUnknownMiddlewareError, requireAccess, UnknownMiddlewareError } from './guards'

const guest = null
const user = makeUser()
const admin = makeUser({ roles: [{ name: 'admin' }] })
const editor = makeUser({ roles: [{ name: 'articlesEditor' }] })

describe('canEnter', () => {
  it('admin: only admins', () => {
    expect(canEnter('admin', admin)).toBe(true)
    expect(canEnter('admin', editor)).toBe(false)
    expect(canEnter('admin', user)).toBe(false)
    expect(canEnter('admin', guest)).toBe(false)
  })

  it('admin-or-editor: admins and article editors', () => {
    expect(canEnter('admin-or-editor', admin)).toBe(true)
    expect(canEnter('admin-or-editor', editor)).toBe(true)
    expect(canEnter('admin-or-editor', user)).toBe(false)
    expect(canEnter('admin-or-editor', guest)).toBe(false)
  })

  it('signed-in: any signed-in user', () => {
    expect(canEnter('signed-in', user)).toBe(true)
    expect(canEnter('signed-in', guest)).toBe(false)
  })

  it('an unknown name is an UnknownMiddlewareError with status 500', () => {
    expect(() => canEnter('moderator', admin)).toThrow(UnknownMiddlewareError)
    try {
      canEnter('moderator', admin)
    } catch (error) {
      expect(isUnknownMiddlewareError(error)).toBe(true)
      expect((error as UnknownMiddlewareError).status).toBe(500)
    }
  })

  it('recognises the error after it lost its class (server render)', () => {
    const serialised = Object.assign(new Error('Unknown middleware: x'), { name: 'UnknownMiddlewareError' })
    expect(isUnknownMiddlewareError(serialised)).toBe(true)
    expect(isUnknownMiddlewareError(new Error('x'))).toBe(false)
  })
})

describe('requireAccess', () => {
  const contextFor = (currentUser: ReturnType<typeof makeUser> | null, locale: 'ru' | 'en' = 'en') => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(coreDataKeys.core, makeCore({ currentUser }))
    const api = createApiClient({
      baseUrl: 'http://localhost/api',
      locale,
      fetch: () => Promise.reject(new Error('no network')),
    })
    return { context: { queryClient, services: { api, locale } } }
  }

  it('lets an allowed user through', async () => {
    await expect(requireAccess('signed-in')(contextFor(user))).resolves.toBeUndefined()
  })

  it('redirects anyone else to the main page of their language', async () => {
    const thrown = await requireAccess('admin')(contextFor(user, 'en')).catch((error: unknown) => error)
    expect(isRedirect(thrown)).toBe(true)
    expect((thrown as { options: { to: string; params: unknown } }).options).toMatchObject({
      to: '/{-$locale}',
      params: { locale: 'en' },
    })

    const ru = await requireAccess('signed-in')(contextFor(guest, 'ru')).catch((error: unknown) => error)
    expect((ru as { options: { params: unknown } }).options.params).toEqual({ locale: undefined })
  })

  it('says on the way why, and from where: a guest must sign in, a user lacks the role', async () => {
    const turnedAway = (error: unknown) => (error as { options: { search: unknown } }).options.search
    const guestAtProfile = await requireAccess('signed-in')({
      ...contextFor(guest, 'en'),
      location: { href: '/en/profile?page=2' },
    }).catch((error: unknown) => error)
    expect(turnedAway(guestAtProfile)).toEqual({ denied: 'sign-in', from: '/en/profile?page=2' })

    const userAtPanel = await requireAccess('admin-or-editor')({
      ...contextFor(user, 'en'),
      location: { href: '/en/admin' },
    }).catch((error: unknown) => error)
    expect(turnedAway(userAtPanel)).toEqual({ denied: 'no-access', from: '/en/admin' })
  })

  it('after the session ended, waits for core to be read again instead of letting the old user through', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(coreDataKeys.core, makeCore({ currentUser: user }))
    const asGuest = () => Promise.resolve(Response.json({ data: makeCore({ currentUser: null }) }))
    const api = createApiClient({ baseUrl: 'http://localhost/api', locale: 'en', fetch: asGuest })
    // What the query client does on a bare 401 (src/app/query-client.ts).
    await queryClient.invalidateQueries({ queryKey: coreDataKeys.core })

    const thrown = await requireAccess('signed-in')({
      context: { queryClient, services: { api, locale: 'en' } },
    }).catch((error: unknown) => error)
    expect(isRedirect(thrown)).toBe(true)
  })

  it('fails with an UnknownMiddlewareError for an unknown name', async () => {
    await expect(requireAccess('nope')(contextFor(admin))).rejects.toBeInstanceOf(UnknownMiddlewareError)
  })
})
