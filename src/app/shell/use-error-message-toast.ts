import { useEffect, useRef } from 'react'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useToasts } from '~/shared/services/app-services'
import { whenIdle } from '~/shared/lib/when-idle'
import { takeErrorMessage } from './error-message-param'

/** The longest the address keeps the parameter while the page finishes hydrating. */
const CLEANUP_MAX_WAIT_MS = 1500

/**
 * Spec section 4: a URL's `error_message` is shown as a success-type toast (despite the name,
 * it carries results such as "account linked"), then removed from the address without a
 * new history entry.
 *
 * The removal waits for an idle moment: it re-renders every link built from the current
 * search, and a part of the page still hydrating would keep the server's hrefs (React does
 * not patch attributes that differ during hydration).
 */
export function useErrorMessageToast(): void {
  const toasts = useToasts()
  const router = useRouter()
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  const handled = useRef<string | null>(null)

  useEffect(() => {
    const found = takeErrorMessage(window.location.href.slice(window.location.origin.length))
    if (!found) return
    // One toast per address, though StrictMode runs effects twice in development.
    if (handled.current !== window.location.search && found.message !== '') toasts.show(found.message, 'success')
    handled.current = window.location.search

    return whenIdle(() => void router.navigate({ href: found.cleanHref, replace: true }), CLEANUP_MAX_WAIT_MS)
  }, [searchStr, toasts, router])
}
