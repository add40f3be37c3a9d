import { describe, expect, it } from 'vitest'
import { freshDb, personaUser } from '../../testing/backend/fake-db.ts'
import { confirmCookies, setMarketingConsent } from './consent.ts'

describe('consent flags', () => {
  it('cookie-confirm sets cookieConfirmed', async () => {
    const db = await freshDb()
    expect(personaUser(db, 'new').cookieConfirmed).toBe(false)
    await confirmCookies(db, personaUser(db, 'new'))
    expect(personaUser(db, 'new').cookieConfirmed).toBe(true)
  })

  it('type 1 sets mk1 and type 2 sets mk2', async () => {
    const db = await freshDb()
    await setMarketingConsent(db, personaUser(db, 'regular'), '1')
    expect(personaUser(db, 'regular')).toMatchObject({ mk1: true, mk2: false })
    await setMarketingConsent(db, personaUser(db, 'new'), 2)
    expect(personaUser(db, 'new')).toMatchObject({ mk1: false, mk2: true })
  })

  it('refuses any other type with a field error on type', async () => {
    const db = await freshDb()
    await expect(setMarketingConsent(db, personaUser(db, 'regular'), '3')).rejects.toMatchObject({
      kind: 'invalid',
      fields: { type: [{ en: 'Allowed values: 1, 2.' }] },
    })
    await expect(setMarketingConsent(db, personaUser(db, 'regular'), undefined)).rejects.toMatchObject({
      fields: { type: [{ en: 'This field is required.' }] },
    })
    expect(personaUser(db, 'regular').mk1).toBe(false)
  })
})
