import { describe, expect, it } from 'vitest'
import { closeModal, createModalStore, emptyModalQueue, openModal, type ModalEntry } from './modal-queue'

const entry = (id: string): ModalEntry => ({ id, closeOnBackdrop: false, dismissible: true, render: () => id })

describe('modal queue', () => {
  it('opening adds the modal and makes it current', () => {
    const state = openModal(openModal(emptyModalQueue, entry('a')), entry('b'))
    expect(state.queue.map((m) => m.id)).toEqual(['a', 'b'])
    expect(state.current?.id).toBe('b')
  })

  it('opening an id already queued replaces it instead of stacking a copy', () => {
    const state = openModal(openModal(openModal(emptyModalQueue, entry('a')), entry('b')), entry('a'))
    expect(state.queue.map((m) => m.id)).toEqual(['b', 'a'])
    expect(state.current?.id).toBe('a')
  })

  it('closing removes the current one and shows the last queued one', () => {
    const state = closeModal(openModal(openModal(emptyModalQueue, entry('a')), entry('b')))
    expect(state.queue.map((m) => m.id)).toEqual(['a'])
    expect(state.current?.id).toBe('a')
  })

  it('closing the last one leaves none', () => {
    expect(closeModal(openModal(emptyModalQueue, entry('a')))).toEqual(emptyModalQueue)
    expect(closeModal(emptyModalQueue)).toEqual(emptyModalQueue)
  })

  it('closing by id removes a queued modal that is not current', () => {
    const state = closeModal(openModal(openModal(emptyModalQueue, entry('a')), entry('b')), 'a')
    expect(state.queue.map((m) => m.id)).toEqual(['b'])
    expect(state.current?.id).toBe('b')
  })

  it('the store notifies subscribers', () => {
    const store = createModalStore()
    let calls = 0
    store.subscribe(() => (calls += 1))
    store.open(entry('a'))
    store.close()
    expect(calls).toBe(2)
    expect(store.getSnapshot().current).toBeNull()
  })
})
