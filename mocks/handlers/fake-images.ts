import { HttpResponse } from 'msw'
import { db } from '../db/db.ts'
import { fakeImageByName } from '../domain/fake-images.ts'
import { notFound } from '../domain/errors.ts'
import { m } from '../domain/messages.ts'
import { fakeOnlyRoute } from './route.ts'

const YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Not in the contract, as a CDN is not: where the seeded pictures' addresses point. A name
 * follows the bytes, so an answer may be kept for good. The pictures are drawn by the seed
 * (no script, no outside reference); the policy keeps a picture opened on its own inert anyway.
 */
export const fakeImageHandlers = [
  fakeOnlyRoute('get', '/fake-images/{name}', ({ params }) => {
    const image = fakeImageByName(db, params.name ?? '')
    if (!image) throw notFound(m.imageNotFound)
    return new HttpResponse(image.svg, {
      headers: {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': `public, max-age=${YEAR_SECONDS}, immutable`,
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        'X-Content-Type-Options': 'nosniff',
      },
    })
  }),
]
