import { describe, expect, it } from 'vitest'
import { freshDb } from '../../testing/backend/fake-db.ts'
import { DomainError } from './errors.ts'
import { requireUser, signIn, signInPersona, signOut, userBySession } from './sessions.ts'

describe('sessions', () => {
  it('maps a token to its user until sign-out', async () => {
    const db = await freshDb()
    const { token, user } = await signInPersona(db, 'rich')
    expect(user.steamName).toBe('GoldenDragon')
    expect(userBySession(db, token)?.id).toBe(3)
    expect(signOut(db, token)).toBe(true)
    expect(userBySession(db, token)).toBeNull()
    expect(signOut(db, token)).toBe(false)
  })

  it('gives every sign-in its own token', async () => {
    const db = await freshDb()
    const first = await signIn(db, 2)
    const second = await signIn(db, 2)
    expect(first).not.toBe(second)
    expect(userBySession(db, first)?.id).toBe(2)
    expect(userBySession(db, 'forged')).toBeNull()
    expect(userBySession(db, null)).toBeNull()
  })

  it('refuses guests with the unauthorized kind', () => {
    expect(() => requireUser(null)).toThrowError(DomainError)
    try {
      requireUser(null)
    } catch (error) {
      expect(error instanceof DomainError && error.kind).toBe('unauthorized')
    }
  })
})
