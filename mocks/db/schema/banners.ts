import { z } from 'zod'
import { id, localized } from './fragments.ts'

/** Where a banner shows: the home page's three places or the sidebar, in this order on the page. */
export const bannerPositions = ['top', 'middle', 'bottom', 'sidebar'] as const

export const bannerSchema = z.object({ id, position: z.enum(bannerPositions), image: localized, link: z.string() })
export type BannerRow = z.infer<typeof bannerSchema>
