// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { renderWithApp } from '@testing/render/render-with-app'
import { hydrateAfterChange } from '@testing/render/hydrate-after-change'
import { ModalHost } from './modal-host'

describe('ModalHost', () => {
  it('shows the current modal with its title, and the close button closes it', async () => {
    const { services } = await renderWithApp(<ModalHost />)
    act(() =>
      services.modals.open({
        id: 'hello',
        title: 'Hello',
        closeOnBackdrop: false,
        dismissible: true,
        render: () => <p>Body</p>,
      }),
    )

    const dialog = await screen.findByRole('dialog', { name: 'Hello' })
    expect(dialog.hasAttribute('open')).toBe(true)
    expect(dialog.textContent).toContain('Body')

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows the previously queued modal when the current one closes', async () => {
    const { services } = await renderWithApp(<ModalHost />)
    act(() => {
      services.modals.open({ id: 'a', title: 'First', closeOnBackdrop: false, dismissible: true, render: () => 'a' })
      services.modals.open({
        id: 'b',
        title: 'Second',
        closeOnBackdrop: false,
        dismissible: true,
        render: (close) => <button onClick={close}>Done</button>,
      })
    })
    expect(await screen.findByRole('dialog', { name: 'Second' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.getByRole('dialog', { name: 'First' })).toBeTruthy()
  })

  it('Escape (cancel) closes only a dismissible modal', async () => {
    const { services } = await renderWithApp(<ModalHost />)
    act(() =>
      services.modals.open({
        id: 'age',
        title: 'Age',
        closeOnBackdrop: false,
        dismissible: false,
        render: () => 'Are you 18?',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Age' })
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    fireEvent(dialog, new Event('cancel', { cancelable: true }))
    expect(screen.getByRole('dialog', { name: 'Age' })).toBeTruthy()

    act(() =>
      services.modals.open({ id: 'info', title: 'Info', closeOnBackdrop: false, dismissible: true, render: () => 'x' }),
    )
    fireEvent(screen.getByRole('dialog', { name: 'Info' }), new Event('cancel', { cancelable: true }))
    expect(screen.getByRole('dialog', { name: 'Age' })).toBeTruthy()
  })

  it('the backdrop closes the modal only when enabled', async () => {
    const { services } = await renderWithApp(<ModalHost />)
    act(() =>
      services.modals.open({
        id: 'fixed',
        title: 'Fixed',
        closeOnBackdrop: false,
        dismissible: true,
        render: () => 'x',
      }),
    )
    const fixed = await screen.findByRole('dialog', { name: 'Fixed' })
    fireEvent.pointerDown(fixed)
    fireEvent.click(fixed)
    expect(screen.getByRole('dialog', { name: 'Fixed' })).toBeTruthy()

    act(() =>
      services.modals.open({
        id: 'loose',
        title: 'Loose',
        closeOnBackdrop: true,
        dismissible: true,
        render: () => <p>Inside</p>,
      }),
    )
    fireEvent.pointerDown(screen.getByText('Inside'))
    fireEvent.click(screen.getByRole('dialog', { name: 'Loose' }))
    expect(screen.getByRole('dialog', { name: 'Loose' })).toBeTruthy()

    const loose = screen.getByRole('dialog', { name: 'Loose' })
    fireEvent.pointerDown(loose)
    fireEvent.click(loose)
    expect(screen.getByRole('dialog', { name: 'Fixed' })).toBeTruthy()
  })

  it('hydrates over the server HTML when a modal was opened before its code came, then shows the modal', async () => {
    const { recoverableErrors, unmount } = await hydrateAfterChange(<ModalHost />, (services) =>
      services.modals.open({
        id: 'early',
        title: 'Early',
        closeOnBackdrop: false,
        dismissible: true,
        render: () => 'x',
      }),
    )
    expect(recoverableErrors).toEqual([])
    expect(await screen.findByRole('dialog', { name: 'Early' })).toBeTruthy()
    unmount()
  })
})
