// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { msg } from '@lingui/core/macro'
import { renderWithApp } from '@testing/render/render-with-app'
import { hydrateAfterChange } from '@testing/render/hydrate-after-change'
import { TOAST_DURATION_MS } from './toast-store'
import { Toaster } from './toaster'

describe('Toaster', () => {
  afterEach(() => vi.useRealTimers())

  it('shows toasts in group app with their type, and closes one on click', async () => {
    const { services, container } = await renderWithApp(<Toaster />)
    act(() => {
      services.toasts.show('Saved', 'success')
      services.toasts.show('Something broke', 'error')
    })
    expect(container.querySelector('[data-group="app"]')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('Saved')
    expect(screen.getByRole('alert').textContent).toContain('Something broke')

    fireEvent.click(screen.getByText('Saved'))
    expect(screen.queryByText('Saved')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('translates message descriptors', async () => {
    const { services } = await renderWithApp(<Toaster />)
    act(() => {
      services.toasts.show(msg`Authorization needed: please log in`, 'error')
    })
    expect(screen.getByRole('alert').textContent).toContain('Authorization needed: please log in')
  })

  it('writes the moment of a refusal in time in the page language', async () => {
    const { services } = await renderWithApp(<Toaster />)
    act(() => {
      services.toasts.show(
        { message: 'The symbol case is closed now.', availableAt: '2025-06-02T12:05:00.000Z' },
        'error',
      )
    })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toMatch(/The symbol case is closed now\. Available from \d+ June at \d\d:\d\d\./)
    expect(alert.querySelector('time')?.getAttribute('dateTime')).toBe('2025-06-02T12:05:00.000Z')
  })

  it('closes by itself after 3000 ms', async () => {
    const { services } = await renderWithApp(<Toaster />)
    vi.useFakeTimers()
    act(() => {
      services.toasts.show('Copied', 'info')
    })
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1))
    expect(screen.getByText('Copied')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.queryByText('Copied')).toBeNull()
  })

  it('hydrates over the server HTML when a toast came before its code, then shows the toast', async () => {
    // A form sent before the page had hydrated toasts its answer; the toaster's code may come later (e2e/ssr/early-presses).
    const { container, serverHtml, recoverableErrors, unmount } = await hydrateAfterChange(<Toaster />, (services) =>
      services.toasts.show('Tradelink saved.', 'success'),
    )
    expect(serverHtml).not.toContain('Tradelink saved.')
    expect(recoverableErrors).toEqual([])
    expect(container.querySelector('[role="status"]')?.textContent).toContain('Tradelink saved.')
    unmount()
  })
})
