// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { Schemas } from '~/api/types'
import { apiOverride } from '@testing/api-override'
import { renderWithApp } from '@testing/render/render-with-app'
import { NotificationsMenu } from './notifications-menu'

// The fake backend's seed: `regular` has four notifications, the newest two unread ("Referral
// reward" links to /ref, "A new article" has no link), then "A new giveaway" and "Welcome!".

describe('NotificationsMenu', () => {
  it('opening it marks all viewed once, on the server too, and the unread dot goes away', async () => {
    const { backend } = await renderWithApp(<NotificationsMenu />, { persona: 'regular' })

    const button = screen.getByRole('button', { name: 'Notifications, unread' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button)

    const panel = await screen.findByRole('region', { name: 'Notifications' })
    expect(panel.textContent).toContain('Referral reward')
    expect(screen.getAllByRole('listitem')).toHaveLength(4)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy())
    expect(backend.callsTo('post', '/notifications/view')).toHaveLength(1)
    const core = (await (await backend.fetch('http://localhost/api/core')).json()) as { data: Schemas['Core'] }
    expect(core.data.notifications.every((notification) => notification.viewed)).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }))
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }))
    expect(backend.callsTo('post', '/notifications/view')).toHaveLength(1)
  })

  it('keeps the dot when the server fails, and tries again on the next opening', async () => {
    const { backend } = await renderWithApp(<NotificationsMenu />, {
      persona: 'regular',
      overrides: [apiOverride('post', '/notifications/view', () => ({ status: 500, body: { error: 'Down' } }))],
    })

    fireEvent.click(screen.getByRole('button', { name: 'Notifications, unread' }))
    await waitFor(() => expect(backend.callsTo('post', '/notifications/view')).toHaveLength(1))
    const button = screen.getByRole('button', { name: 'Notifications, unread' })
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(backend.callsTo('post', '/notifications/view')).toHaveLength(2))
  })

  it('opened again while a failing call is still out, tries once more when it fails', async () => {
    let calls = 0
    const { backend } = await renderWithApp(<NotificationsMenu />, {
      persona: 'regular',
      overrides: [
        apiOverride('post', '/notifications/view', () =>
          ++calls === 1 ? { status: 500, body: { error: 'Down' } } : { status: 204 },
        ),
      ],
    })

    const button = screen.getByRole('button', { name: 'Notifications, unread' })
    fireEvent.click(button)
    // Closed and opened again before the first answer has come back.
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy())
    expect(backend.callsTo('post', '/notifications/view')).toHaveLength(2)
  })

  it('closes on Escape and returns focus to the button', async () => {
    await renderWithApp(<NotificationsMenu />, { persona: 'regular' })
    const button = screen.getByRole('button', { name: /Notifications/ })
    fireEvent.click(button)
    fireEvent.keyDown(screen.getByRole('region', { name: 'Notifications' }), { key: 'Escape' })
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('closes when the focus moves past it, and stays open while it moves inside', async () => {
    await renderWithApp(<NotificationsMenu />, { persona: 'regular' })
    const button = screen.getByRole('button', { name: /Notifications/ })
    fireEvent.click(button)
    const panel = await screen.findByRole('region', { name: 'Notifications' })
    const inside = panel.querySelector('a[href], button')!
    fireEvent.blur(button, { relatedTarget: inside })
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy()
    const after = document.body.appendChild(document.createElement('button'))
    fireEvent.blur(inside, { relatedTarget: after })
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    after.remove()
  })

  it("'Details' follows the link (another site's in a new tab), or opens a notification without one in a modal", async () => {
    const { services } = await renderWithApp(<NotificationsMenu />, { scenario: 'regular-partner-notification' })
    fireEvent.click(screen.getByRole('button', { name: /Notifications/ }))
    expect(screen.getByRole('link', { name: 'Details: Referral reward' }).getAttribute('href')).toBe('/en/ref')
    expect(screen.getByRole('link', { name: 'Details: Referral reward' }).getAttribute('target')).toBeNull()
    const partner = screen.getByRole('link', { name: 'Details: A partner bonus' })
    expect(partner.getAttribute('href')).toBe('https://skinnest.example/?ref=freeskins')
    expect(partner.getAttribute('target')).toBe('_blank')

    fireEvent.click(screen.getByRole('button', { name: 'Details: A new article' }))
    expect(services.modals.getSnapshot().current).toMatchObject({
      id: 'notification-4',
      title: 'A new article',
      closeOnBackdrop: true,
    })
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull()
  })
})
