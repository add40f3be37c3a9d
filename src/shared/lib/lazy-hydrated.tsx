import { memo, Suspense, use, type ComponentType } from 'react'

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
 */
export function lazyHydrated<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const start = () => (loading ??= load().then((component) => (loaded = component)))
  if (import.meta.env.SSR || import.meta.env.VITE_SPA_SHELL) void start()

  function Part(props: Props) {
    const Component = loaded ?? use(start())
    return <Component {...props} />
  }
  return memo(function LazyHydrated(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    )
  })
}
