import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../testing/backend/memory-storage.ts'
import {
  QUEUED_CONTROL_COUNT_KEY,
  QUEUED_CONTROLS_KEY,
  queueControlCall,
  runQueuedControls,
  takeQueuedControls,
} from './queued-controls.ts'

const keys = { queueKey: QUEUED_CONTROLS_KEY, countKey: QUEUED_CONTROL_COUNT_KEY }

/** What the init scripts of a page that queued `paths` do on one page load. */
function pageLoad(paths: readonly string[]): void {
  paths.forEach((path, place) => queueControlCall({ place, path, ...keys }))
}

describe('control calls queued before the demo has a page', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('are taken once, in the order they were asked for, however many loads run the scripts', () => {
    const store = memoryStorage()
    vi.stubGlobal('localStorage', store)
    pageLoad(['reset?scenario=new-user', 'sign-in?persona=regular'])
    expect(takeQueuedControls(store)).toEqual(['reset?scenario=new-user', 'sign-in?persona=regular'])
    pageLoad(['reset?scenario=new-user', 'sign-in?persona=regular'])
    expect(takeQueuedControls(store)).toEqual([])
  })

  it('a call queued after a load has taken the first ones comes on the next load alone', () => {
    const store = memoryStorage()
    vi.stubGlobal('localStorage', store)
    pageLoad(['sign-in?persona=regular'])
    expect(takeQueuedControls(store)).toEqual(['sign-in?persona=regular'])
    pageLoad(['sign-in?persona=regular', 'clock?advanceMs=1000'])
    expect(takeQueuedControls(store)).toEqual(['clock?advanceMs=1000'])
  })

  it('a page without storage queues and makes nothing, and does not throw', async () => {
    // Stubbed first so that unstubbing puts the original back.
    vi.stubGlobal('localStorage', undefined)
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The document is sandboxed', 'SecurityError')
      },
    })
    expect(() => queueControlCall({ place: 0, path: 'sign-in?persona=regular', ...keys })).not.toThrow()
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    await expect(runQueuedControls()).resolves.toBeUndefined()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('a broken queue is dropped, not kept for every later load', () => {
    const store = memoryStorage()
    store.setItem(QUEUED_CONTROLS_KEY, '{not json')
    expect(takeQueuedControls(store)).toEqual([])
    expect(store.getItem(QUEUED_CONTROLS_KEY)).toBeNull()
    store.setItem(QUEUED_CONTROLS_KEY, JSON.stringify(['sign-in?persona=rich', 7, null]))
    expect(takeQueuedControls(store)).toEqual(['sign-in?persona=rich'])
  })

  it('are made in order through the page, and a refused one is said in the console', async () => {
    const store = memoryStorage()
    vi.stubGlobal('localStorage', store)
    pageLoad(['sign-in?persona=nobody', 'clock?advanceMs=5'])
    const fetched: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        fetched.push(`${init.method} ${url}`)
        const refused = url.includes('nobody')
        return Promise.resolve(
          refused ? new Response('{"error":"Personas: …"}', { status: 422 }) : new Response(null, { status: 204 }),
        )
      }),
    )
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await runQueuedControls()
    expect(fetched).toEqual(['POST /api/__control/sign-in?persona=nobody', 'POST /api/__control/clock?advanceMs=5'])
    expect(error).toHaveBeenCalledOnce()
    expect(error.mock.calls[0]?.[0]).toContain('sign-in?persona=nobody: 422')
    await runQueuedControls()
    expect(fetched).toHaveLength(2)
  })
})
