import { describe, expect, it } from 'vitest'
import { freshDb, personaUser } from '../../testing/backend/fake-db.ts'
import { coreData, countryCode, setCountryCode } from './core.ts'

describe('core data', () => {
  it('derives the country from the language unless one is configured', async () => {
    const db = await freshDb()
    expect(countryCode(db, 'ru')).toBe('RU')
    expect(countryCode(db, 'en')).toBe('US')
    await setCountryCode(db, 'de')
    expect(countryCode(db, 'ru')).toBe('DE')
    await setCountryCode(db, null)
    expect(countryCode(db, 'ru')).toBe('RU')
  })

  it('gives a guest no notifications and a user only theirs, newest first', async () => {
    const db = await freshDb()
    expect(coreData(db, null, 'ru').notifications).toEqual([])
    const rich = personaUser(db, 'rich')
    const notifications = coreData(db, rich, 'en').notifications
    expect(notifications).toHaveLength(6)
    expect(notifications.every((row) => row.userId === rich.id)).toBe(true)
    const times = notifications.map((row) => row.createdAtMs)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('lists the categories in their order', async () => {
    const db = await freshDb()
    expect(
      coreData(db, null, 'ru')
        .categories.map((row) => row.slug)
        .slice(0, 3),
    ).toEqual(['cs2-cases', 'free-skins', 'rust-skins'])
  })
})
