// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { act, render, screen } from '@testing-library/react'
import { lazyHydrated } from './lazy-hydrated'

describe('lazyHydrated', () => {
  it('loads the code once and shows the part with its props', async () => {
    const renders = vi.fn()
    function Filters(props: { label: string }) {
      renders(props.label)
      return <p>{props.label}</p>
    }
    const load = vi.fn(() => Promise.resolve(Filters))
    const Part = lazyHydrated(load)

    // React retries a suspended part inside an awaited act only.
    const { rerender } = await act(() => Promise.resolve(render(<Part label="Filters" />)))
    expect(screen.getByText('Filters')).toBeTruthy()
    rerender(<Part label="Filters" />)
    rerender(<Part label="Order" />)
    expect(screen.getByText('Order')).toBeTruthy()

    expect(load).toHaveBeenCalledTimes(1)
    // The same props again render nothing: a part waiting for its code is never re-rendered by its parent.
    expect(renders.mock.calls).toEqual([['Filters'], ['Order']])
  })

  it("mounts the part once its code is in without breaking React's rules for suspending (it warns when they are broken)", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const Reviews = (props: { label: string }) => <p>{props.label}</p>
    // A chunk that takes a while, so React shows the fallback and mounts the part afresh once it is in.
    const Part = lazyHydrated(() => new Promise<typeof Reviews>((resolve) => setTimeout(() => resolve(Reviews), 20)))
    // As in the browser, outside act: React's own scheduling, which mounts the part again once its code is in
    // (and warns once per process, so a test file that already made it warn would hide it here).
    const actEnvironment: unknown = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT')
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
    const container = document.createElement('div')
    const root = createRoot(container)
    try {
      root.render(<Part label="Reviews" />)
      await vi.waitFor(() => expect(container.textContent).toBe('Reviews'))
      expect(errors).not.toHaveBeenCalled()
    } finally {
      root.unmount()
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment)
      errors.mockRestore()
    }
  })

  it('on the server, renders in the same pass: the code is loaded up front, so the part is never streamed after the page', async () => {
    vi.stubEnv('SSR', true)
    const load = vi.fn(() => Promise.resolve((props: { label: string }) => <p>{props.label}</p>))
    const Part = lazyHydrated(load)
    vi.unstubAllEnvs()
    expect(load).toHaveBeenCalledTimes(1)
    await load.mock.results[0]!.value

    // renderToString never waits: a part that suspended would come out as a boundary left to the browser (`<!--$!-->`).
    expect(renderToString(<Part label="Similar sites" />)).toBe('<!--$--><p>Similar sites</p><!--/$-->')
  })

  it('preloads its code for a route loader: the part then renders in the same pass, and its code is loaded once', async () => {
    const load = vi.fn(() => Promise.resolve((props: { label: string }) => <p>{props.label}</p>))
    const Part = lazyHydrated(load)
    await Part.preload()
    await Part.preload()

    // No act to wait in: a part that suspended would show nothing yet.
    render(<Part label="Top sites" />)
    expect(screen.getByText('Top sites')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('leaves a failed load to the part: preload still resolves, so the loader does not fail the page for it', async () => {
    const Part = lazyHydrated<{ label: string }>(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    )
    await expect(Part.preload()).resolves.toBeUndefined()
  })
})
