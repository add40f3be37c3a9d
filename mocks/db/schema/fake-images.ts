import { z } from 'zod'

/**
 * A picture of the seeded data (a banner, a card's logo, a skin, an avatar), served at
 * `/api/fake-images/{name}` as a real API's CDN would serve its images. The name carries a
 * hash of the bytes, so an address always means the same picture and may be cached for good.
 */
export const fakeImageSchema = z.object({
  name: z.string().regex(/^[a-z]+-[0-9a-f]{8}\.svg$/),
  svg: z.string(),
})
export type FakeImageRow = z.infer<typeof fakeImageSchema>
