// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
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
})
