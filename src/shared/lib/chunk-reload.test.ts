// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CHUNK_RELOAD_GUARD_MS,
  isChunkLoadError,
  reloadAfterChunkError,
  shouldReloadAfterChunkError,
} from './chunk-reload'
import { logoRefresh } from './logo-refresh'

describe('isChunkLoadError', () => {
  it('recognises the browsers’ wording for a missing dynamic import', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(Object.assign(new Error('boom'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true)
  })

  it('ignores other errors and non-errors', () => {
    expect(isChunkLoadError(new Error('Network error'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
})

describe('shouldReloadAfterChunkError', () => {
  const now = 1_700_000_000_000

  it('reloads when no reload happened yet', () => {
    expect(shouldReloadAfterChunkError(null, now)).toBe(true)
    expect(shouldReloadAfterChunkError(Number.NaN, now)).toBe(true)
  })

  it('does not reload again within a minute', () => {
    expect(shouldReloadAfterChunkError(now - 1_000, now)).toBe(false)
    expect(shouldReloadAfterChunkError(now - CHUNK_RELOAD_GUARD_MS + 1, now)).toBe(false)
  })

  it('reloads again once a minute has passed', () => {
    expect(shouldReloadAfterChunkError(now - CHUNK_RELOAD_GUARD_MS, now)).toBe(true)
  })

  it('is not blocked by a time in the future', () => {
    expect(shouldReloadAfterChunkError(now + 5_000, now)).toBe(true)
  })
})

describe('reloadAfterChunkError', () => {
  afterEach(() => {
    sessionStorage.clear()
    vi.restoreAllMocks()
  })

  it('reloads once, then only flags the logo until the guard time passed', () => {
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    const now = 1_700_000_000_000

    expect(reloadAfterChunkError(now)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(logoRefresh.isRequested()).toBe(true)

    expect(reloadAfterChunkError(now + 10_000)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)

    expect(reloadAfterChunkError(now + CHUNK_RELOAD_GUARD_MS)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
