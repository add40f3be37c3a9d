import { useEffect } from 'react'
import { isChunkLoadError, reloadAfterChunkError } from '~/shared/lib/chunk-reload'

/**
 * Spec section 8: a script chunk that fails to load (usually because a new deploy removed it)
 * reloads the page once, at most once a minute. Vite reports failed preloads with
 * `vite:preloadError`; a failed `import()` outside the router surfaces as an unhandled
 * rejection. Failures while loading a route reach DefaultErrorPage, which does the same.
 */
export function useChunkErrorReload(): void {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      // Prevented only when reloading: otherwise the error goes on to the error page.
      if (reloadAfterChunkError()) event.preventDefault()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadAfterChunkError()
    }
    window.addEventListener('vite:preloadError', onPreloadError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
}
