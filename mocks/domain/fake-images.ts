import type { Db } from '../db/db.ts'
import { defineIndex, uniqueBy } from '../db/indexes.ts'
import type { FakeImageRow } from '../db/schema/fake-images.ts'

/**
 * The seeded pictures, served by the fake backend as a real API's CDN serves its images. Rows
 * keep the root-relative address (`/api/fake-images/tile-1a2b3c4d.svg`), which means the same
 * picture on every host; an answer gives it absolute, on the origin the request came in on
 * (`withImageOrigin`), because the app may run on another origin than its API (the production
 * server answers nothing under /api).
 */
export const FAKE_IMAGE_PATH = '/api/fake-images/'

export type FakeImageKind = 'tile' | 'banner' | 'item' | 'avatar'

/** FNV-1a, 32 bits: a short name that follows the bytes, the same in every host. */
function hash32(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

export function fakeImageName(kind: FakeImageKind, svg: string): string {
  return `${kind}-${hash32(svg)}.svg`
}

const byName = defineIndex((rows: readonly FakeImageRow[]) => uniqueBy(rows, (row) => row.name))

export function fakeImageByName(db: Db, name: string): FakeImageRow | null {
  return byName(db.fakeImages).get(name) ?? null
}

/**
 * Keeps a picture (once: the same bytes are one row) and answers its address. Two different
 * pictures with one hash would be a bug of the seed, not something to serve quietly.
 */
export async function storeFakeImage(db: Db, kind: FakeImageKind, svg: string): Promise<string> {
  const name = fakeImageName(kind, svg)
  const existing = fakeImageByName(db, name)
  if (existing && existing.svg !== svg) throw new Error(`two fake images share the name ${name}`)
  if (!existing) await db.fakeImages.create({ name, svg })
  return `${FAKE_IMAGE_PATH}${name}`
}

/** Both languages' pictures of one record. */
export async function storeLocalizedImages(
  db: Db,
  kind: FakeImageKind,
  svgs: { ru: string; en: string },
): Promise<{ ru: string; en: string }> {
  return { ru: await storeFakeImage(db, kind, svgs.ru), en: await storeFakeImage(db, kind, svgs.en) }
}

const RELATIVE_IMAGE = /(?<=")\/api\/fake-images\//g

/**
 * A JSON text with every seeded picture's address made absolute on `origin`: a string that is
 * such an address, and one inside rich text (`src=\"/api/fake-images/...`), both start right
 * after a quote.
 */
export function withImageOrigin(json: string, origin: string): string {
  return json.includes(FAKE_IMAGE_PATH) ? json.replace(RELATIVE_IMAGE, `${origin}${FAKE_IMAGE_PATH}`) : json
}
