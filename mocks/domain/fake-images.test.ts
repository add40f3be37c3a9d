import { describe, expect, it } from 'vitest'
import { createDb } from '../db/db.ts'
import { fakeImageByName, fakeImageName, storeFakeImage, withImageOrigin } from './fake-images.ts'

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'

describe('fake images', () => {
  it('names a picture by its bytes and keeps the same bytes once', async () => {
    const db = createDb()
    const path = await storeFakeImage(db, 'tile', svg)
    expect(path).toBe(`/api/fake-images/${fakeImageName('tile', svg)}`)
    expect(await storeFakeImage(db, 'tile', svg)).toBe(path)
    expect(db.fakeImages.count()).toBe(1)
    expect(fakeImageByName(db, fakeImageName('tile', svg))?.svg).toBe(svg)
    expect(fakeImageName('tile', `${svg} `)).not.toBe(fakeImageName('tile', svg))
  })

  it('makes the addresses in an answer absolute on its origin, in fields and in rich text alike', () => {
    const json = JSON.stringify({
      preview: '/api/fake-images/tile-0a1b2c3d.svg',
      text: '<img src="/api/fake-images/banner-0a1b2c3d.svg">',
      link: '/api/cards',
    })
    expect(JSON.parse(withImageOrigin(json, 'http://localhost:4403'))).toEqual({
      preview: 'http://localhost:4403/api/fake-images/tile-0a1b2c3d.svg',
      text: '<img src="http://localhost:4403/api/fake-images/banner-0a1b2c3d.svg">',
      link: '/api/cards',
    })
  })
})
