import { lazy, memo, Suspense, type ComponentType } from 'react'

/**
 * A part of a server-rendered page whose code is not in the page's first load: the server
 * renders it in full, and the browser keeps that HTML on screen and hydrates the part once its
 * chunk has arrived, after the rest of the page (React's selective hydration). Presses made
 * meanwhile are held and replayed by `app/early-presses`.
 *
 * The part must not re-render before it has hydrated, or React drops its server HTML and shows
 * nothing until the code is in: it is memoised (same props, no render), so give it props that
 * keep their identity (or none). e2e/ssr/deferred-hydration.spec.ts watches this.
 *
 * Where nothing is hydrated, the code starts loading when this is called: on the server, so its
 * render never waits for it, and in client-only builds (demo, spa), whose one empty shell is
 * rendered in the browser, so the part does not pop in after the rest.
 *
 * A route whose page shows the part awaits `preload()` in its loader, so a client-side
 * navigation (or the hover that preloads it) brings the code along with the data and the page
 * appears whole. Loaders do not run when a server-rendered page hydrates, so this never pulls
 * the code into a first load.
 */
export function lazyHydrated<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyHydratedPart<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<{ default: ComponentType<Props> }> | undefined
  const start = () => (loading ??= load().then((component) => ({ default: (loaded = component) })))
  if (import.meta.env.SSR || import.meta.env.VITE_SPA_SHELL) void start()
  // React.lazy, not `use`: a part that calls `use` on every render could leave a sibling section
  // loading for good after its retry (src/features/shop/components/shop-page.test.tsx, seen one
  // run in three), and skipping `use` once the code is in breaks React's rules for it.
  const Part = lazy(() => (loaded ? alreadyLoaded({ default: loaded }) : start()))
  const LazyHydrated = memo(function LazyHydrated(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    )
  })
  // A failed load is not the loader's to report: it shows when the part renders, through the page's error boundary.
  return Object.assign(LazyHydrated, { preload: () => start().then(noop, noop) })
}

export type LazyHydratedPart<Props extends object> = ComponentType<Props> & {
  /** Resolves once the part's code is in (or has failed to load). */
  preload: () => Promise<void>
}

function noop(): void {}

/**
 * A thenable that calls back at once. React.lazy reads the result as soon as `then` returns, so
 * code that is already in (always on the server) renders in the same pass instead of suspending
 * for a tick, which would stream the part after the rest of the page.
 */
function alreadyLoaded<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = {
    then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(value) : value) as never,
  }
  return thenable as Promise<T>
}
