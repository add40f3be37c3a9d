// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import type { ReactNode } from 'react'
import { AppServicesProvider, type AppServices } from '~/shared/services/app-services'
import { Countdown } from './countdown'

const services = { locale: 'en' } as AppServices

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en: {} } })}>
      <AppServicesProvider services={services}>{children}</AppServicesProvider>
    </I18nProvider>
  )
}

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2025-03-14T10:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('renders the moment itself on the server, where there is no shared "now"', () => {
    const html = renderToString(
      <Providers>
        <Countdown until="2025-03-14T10:00:05Z" />
      </Providers>,
    )
    expect(html.toLowerCase()).toContain('datetime="2025-03-14t10:00:05z"')
    // The moment in UTC, not a time left.
    expect(html).toMatch(/>14 Mar, 10:00<\/time>$/)
  })

  it('ticks every second in the browser and reports the end once', () => {
    const onDone = vi.fn()
    render(
      <Providers>
        <Countdown until="2025-03-14T10:00:03Z" onDone={onDone} />
      </Providers>,
    )
    expect(screen.getByRole('timer')).toHaveProperty('textContent', '0:00:03')

    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(screen.getByRole('timer').textContent).toBe('0:00:02')
    expect(onDone).not.toHaveBeenCalled()

    act(() => {
      vi.advanceTimersByTime(2000)
    })
    expect(screen.getByRole('timer').textContent).toBe('0:00:00')
    expect(onDone).toHaveBeenCalledTimes(1)

    act(() => {
      vi.advanceTimersByTime(5000)
    })
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('does not report the end of a countdown that was over before it was shown', () => {
    const onDone = vi.fn()
    render(
      <Providers>
        <Countdown until="2025-03-14T09:59:00Z" onDone={onDone} />
      </Providers>,
    )
    act(() => {
      vi.advanceTimersByTime(3000)
    })
    expect(screen.getByRole('timer').textContent).toBe('0:00:00')
    expect(onDone).not.toHaveBeenCalled()
  })
})
