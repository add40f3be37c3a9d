import { describe, expect, it } from 'vitest'
import { makeCore, makeNotification } from '@testing/fixtures/props'
import { hasUnviewed, withAllViewed } from './viewed'

describe('notifications viewed state', () => {
  it('has an unread dot while any is unviewed', () => {
    expect(hasUnviewed([makeNotification({ viewed: true }), makeNotification({ id: 2, viewed: false })])).toBe(true)
    expect(hasUnviewed([makeNotification({ viewed: true })])).toBe(false)
    expect(hasUnviewed([])).toBe(false)
  })

  it('marks all viewed without touching the rest of the core data', () => {
    const core = makeCore({ notifications: [makeNotification({ id: 1 }), makeNotification({ id: 2, viewed: true })] })
    const next = withAllViewed(core)
    expect(next.notifications.every((n) => n.viewed)).toBe(true)
    expect(next.categories).toBe(core.categories)
    expect(next.notifications[1]).toBe(core.notifications[1])
    expect(withAllViewed(next)).toBe(next)
  })
})
