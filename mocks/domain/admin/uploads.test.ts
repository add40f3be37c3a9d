import { describe, expect, it } from 'vitest'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { sniffImageType, storeUpload, UPLOAD_MAX_BYTES, uploadById, uploadBytes, uploadUrl } from './uploads.ts'

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 250])

describe('uploads', () => {
  it("keeps the bytes and serves them from the API's origin", async () => {
    const db = await freshDb()
    const row = await storeUpload(db, personaUser(db, 'editor'), png)
    expect(row).toMatchObject({ contentType: 'image/png', size: png.length, uploaderId: personaUser(db, 'editor').id })
    expect([...uploadBytes(uploadById(db, row.id))]).toEqual([...png])
    expect(uploadUrl('http://localhost:4312', row)).toBe(`http://localhost:4312/api/uploads/${row.id}`)
  })

  it('tells images from other files by their bytes, SVG included', () => {
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBe('image/gif')
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp')
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
  })

  it('refuses a missing, foreign or oversized file on the field, and anyone without the right', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    await expect(storeUpload(db, admin, null)).rejects.toMatchObject({
      fields: { file: [{ en: 'Choose an image file.' }] },
    })
    await expect(storeUpload(db, admin, new TextEncoder().encode('<svg/>'))).rejects.toMatchObject({
      fields: { file: [{ en: 'PNG, JPEG, WebP and GIF images are supported.' }] },
    })
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1)
    big.set(png)
    await expect(storeUpload(db, admin, big)).rejects.toMatchObject({
      fields: { file: [{ en: 'The file is larger than 2 MB.' }] },
    })
    await expect(storeUpload(db, personaUser(db, 'regular'), png)).rejects.toMatchObject({ kind: 'forbidden' })
  })
})
