import type { ParsedLocation } from '@tanstack/react-router'
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { MAX_LINK_LOCATIONS, renderWithRememberedLinkLocations } from './link-locations'

function routerAt(path: string) {
  const root = createRootRoute()
  const card = createRoute({ getParentRoute: () => root, path: '/cards/$slug' })
  const cards = createRoute({ getParentRoute: () => root, path: '/cards' })
  const core = createRouter({
    routeTree: root.addChildren([card, cards]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  // The app's registered routes type buildLocation; these test routes are not among them.
  const router = core as unknown as { buildLocation: (options: Record<string, unknown>) => ParsedLocation }
  const built = vi.fn(router.buildLocation)
  router.buildLocation = built
  return { router: router as unknown as typeof core & typeof router, built }
}

describe('renderWithRememberedLinkLocations', () => {
  it('builds a link once per page address and gives the same location after', () => {
    const first = routerAt('/cards?page=2')
    const options = { to: '/cards/$slug', params: { slug: 'remembered' } } as const
    const expected = first.router.buildLocation(options)
    first.built.mockClear()
    const location = renderWithRememberedLinkLocations(first.router, () => first.router.buildLocation(options))
    expect(location).toEqual(expected)
    expect(Object.isFrozen(location)).toBe(true)

    const second = routerAt('/cards?page=2')
    const again = renderWithRememberedLinkLocations(second.router, () =>
      second.router.buildLocation({ to: '/cards/$slug', params: { slug: 'remembered' } }),
    )
    expect(again).toBe(location)
    expect(second.built).not.toHaveBeenCalled()
  })

  it('builds again on another page, where a relative link leads elsewhere', () => {
    const options = { to: '.', search: { page: 3 } }
    const cards = routerAt('/cards')
    const card = routerAt('/cards/other-page')
    const onCards = renderWithRememberedLinkLocations(cards.router, () => cards.router.buildLocation(options))
    const onCard = renderWithRememberedLinkLocations(card.router, () => card.router.buildLocation(options))
    expect(onCards.href).toBe('/cards?page=3')
    expect(onCard.href).toBe('/cards/other-page?page=3')
  })

  it('builds every time when the options compute something', () => {
    const { router, built } = routerAt('/cards')
    const options = { to: '/cards', search: (previous: Record<string, unknown>) => ({ ...previous, page: 2 }) }
    renderWithRememberedLinkLocations(router, () => {
      router.buildLocation(options as never)
      router.buildLocation(options as never)
    })
    expect(built).toHaveBeenCalledTimes(2)
  })

  it('builds every time when the options hold a Date, whose JSON a plain string can equal', () => {
    const { router, built } = routerAt('/cards')
    const day = new Date('2026-11-28T00:00:00.000Z')
    const [asDate, asText] = renderWithRememberedLinkLocations(router, () => [
      router.buildLocation({ to: '/cards', search: { from: day } }),
      router.buildLocation({ to: '/cards', search: { from: day.toISOString() } }),
    ])
    expect(asDate?.href).not.toBe(asText?.href)
    expect(built).toHaveBeenCalledTimes(2)
  })

  it('tells an absent parameter from one given as undefined', () => {
    const { router } = routerAt('/cards')
    const [withKey, without] = renderWithRememberedLinkLocations(router, () => [
      router.buildLocation({ to: '/cards', search: { page: undefined } }),
      router.buildLocation({ to: '/cards', search: {} }),
    ])
    expect(withKey).not.toBe(without)
  })

  it('tells a number from the same digits as text, and a nested value from its neighbour', () => {
    const { router, built } = routerAt('/cards')
    const locations = renderWithRememberedLinkLocations(router, () => [
      router.buildLocation({ to: '/cards', search: { page: 2 } }),
      router.buildLocation({ to: '/cards', search: { page: '2' } }),
      router.buildLocation({ to: '/cards', search: { tags: ['a', 'b'] } }),
      router.buildLocation({ to: '/cards', search: { tags: ['a,b'] } }),
      router.buildLocation({ to: '/cards', search: { tags: ['a', 'b'] } }),
    ])
    expect(new Set(locations.map((location) => location.href)).size).toBe(4)
    expect(locations[4]).toBe(locations[2])
    expect(built).toHaveBeenCalledTimes(4)
  })

  it('gives the router its own buildLocation back after the render, even a failed one', () => {
    const { router, built } = routerAt('/cards')
    expect(() =>
      renderWithRememberedLinkLocations(router, () => {
        throw new Error('render failed')
      }),
    ).toThrow('render failed')
    expect(router.buildLocation).toBe(built)
  })

  it('keeps a bounded number of locations, forgetting the oldest', () => {
    const { router, built } = routerAt('/cards/bounded')
    const link = (slug: string) => router.buildLocation({ to: '/cards/$slug', params: { slug } })
    renderWithRememberedLinkLocations(router, () => {
      for (let i = 0; i <= MAX_LINK_LOCATIONS; i++) link(`bounded-${i}`)
    })
    built.mockClear()
    renderWithRememberedLinkLocations(router, () => {
      link(`bounded-${MAX_LINK_LOCATIONS}`)
      link('bounded-0')
    })
    expect(built).toHaveBeenCalledTimes(1)
  })
})
