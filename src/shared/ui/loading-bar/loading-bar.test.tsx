// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { LOADING_BAR_THROTTLE_MS, LoadingBar } from './loading-bar'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

const view = (active: boolean) => (
  <I18nProvider i18n={i18n}>
    <LoadingBar active={active} />
  </I18nProvider>
)

describe('LoadingBar', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('stays hidden for loads shorter than the throttle', async () => {
    const { rerender } = render(view(true))
    await act(() => vi.advanceTimersByTimeAsync(LOADING_BAR_THROTTLE_MS - 1))
    rerender(view(false))
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('shows after the throttle and finishes when loading stops', async () => {
    const { rerender } = render(view(true))
    expect(screen.queryByRole('progressbar')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(LOADING_BAR_THROTTLE_MS))
    expect(screen.getByRole('progressbar', { name: 'Loading page' }).dataset.phase).toBe('running')

    rerender(view(false))
    expect(screen.getByRole('progressbar').dataset.phase).toBe('finishing')
    await act(() => vi.advanceTimersByTimeAsync(300))
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
