import { describe, expect, it } from 'vitest'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { canUpload, requirePanelUser, requireSection, requireUploader, sectionsOf } from './access.ts'
import { adminSections } from './sections.ts'

describe('admin access', () => {
  it('gives admin every section, the articles editor articles only, anyone else nothing', async () => {
    const db = await freshDb()
    expect(sectionsOf(personaUser(db, 'admin'))).toEqual([...adminSections])
    expect(sectionsOf(personaUser(db, 'editor'))).toEqual(['articles'])
    expect(sectionsOf(personaUser(db, 'regular'))).toEqual([])
    expect(canUpload(personaUser(db, 'editor'))).toBe(true)
    expect(canUpload(personaUser(db, 'rich'))).toBe(false)
  })

  it('answers 401 to guests and 403 with a text to users without the right', async () => {
    const db = await freshDb()
    expect(() => requirePanelUser(null)).toThrowError('Authorization needed')
    expect(() => requirePanelUser(personaUser(db, 'regular'))).toThrowError('You have no access to the admin panel.')
    expect(() => requireSection(personaUser(db, 'editor'), 'banners')).toThrowError('You may not manage banners.')
    expect(requireSection(personaUser(db, 'editor'), 'articles').id).toBe(personaUser(db, 'editor').id)
    expect(() => requireUploader(personaUser(db, 'new'))).toThrowError('You have no access to the admin panel.')
  })
})
