// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createFakeFetch } from '~/shared/testing/fake-fetch'
import { makeSignedInCore } from '~/shared/testing/fixtures'
import { renderWithApp } from '~/shared/testing/render-with-app'
import { NotificationsMenu } from './notifications-menu'

describe('NotificationsMenu', () => {
  it('opening it marks all viewed once, and the unread dot goes away', async () => {
    const backend = createFakeFetch({ 'POST /notifications/view': () => new Response(null, { status: 204 }) })
    await renderWithApp(<NotificationsMenu />, { core: makeSignedInCore(), fetch: backend.fetch })

    const button = screen.getByRole('button', { name: 'Notifications, unread' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button)

    const panel = screen.getByRole('region', { name: 'Notifications' })
    expect(panel.textContent).toContain('Giveaway started')
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy())
    expect(backend.callsTo('POST /notifications/view')).toHaveLength(1)

    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }))
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }))
    expect(backend.callsTo('POST /notifications/view')).toHaveLength(1)
  })

  it('keeps the dot when the server fails, and tries again on the next opening', async () => {
    const backend = createFakeFetch({ 'POST /notifications/view': () => Response.json({ error: 'Down' }, { status: 500 }) })
    await renderWithApp(<NotificationsMenu />, { core: makeSignedInCore(), fetch: backend.fetch })

    fireEvent.click(screen.getByRole('button', { name: 'Notifications, unread' }))
    await waitFor(() => expect(backend.callsTo('POST /notifications/view')).toHaveLength(1))
    const button = screen.getByRole('button', { name: 'Notifications, unread' })
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(backend.callsTo('POST /notifications/view')).toHaveLength(2))
  })

  it('closes on Escape and returns focus to the button', async () => {
    await renderWithApp(<NotificationsMenu />, { core: makeSignedInCore({}), fetch: createFakeFetch({ 'POST /notifications/view': () => new Response(null, { status: 204 }) }).fetch })
    const button = screen.getByRole('button', { name: /Notifications/ })
    fireEvent.click(button)
    fireEvent.keyDown(screen.getByRole('region', { name: 'Notifications' }), { key: 'Escape' })
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it("'More detailed' follows the link, or opens a notification without one in a modal", async () => {
    const { services } = await renderWithApp(<NotificationsMenu />, {
      core: makeSignedInCore(),
      fetch: createFakeFetch({ 'POST /notifications/view': () => new Response(null, { status: 204 }) }).fetch,
    })
    fireEvent.click(screen.getByRole('button', { name: /Notifications/ }))
    expect(screen.getByRole('link', { name: 'More detailed: New free case' }).getAttribute('href')).toBe('/en/games/cases/starter')
    expect(screen.getByRole('link', { name: 'More detailed: Welcome!' }).getAttribute('target')).toBe('_blank')

    fireEvent.click(screen.getByRole('button', { name: 'More detailed: Giveaway started' }))
    expect(services.modals.getSnapshot().current).toMatchObject({ id: 'notification-3', title: 'Giveaway started', closeOnBackdrop: true })
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull()
  })
})
