import { createFileRoute, Outlet } from '@tanstack/react-router'
import * as z from 'zod/mini'

const paramsSchema = z.object({ type: z.enum(['games', 'promocodes']) })

/**
 * Only the giveaway types of the contract have pages: any other segment does not match this
 * route, so the address ends on the not-found page.
 */
export const Route = createFileRoute('/{-$locale}/games/giveaways/$type')({
  params: {
    parse: (raw) => {
      const parsed = paramsSchema.safeParse(raw)
      return parsed.success ? parsed.data : false
    },
    stringify: (params) => params,
  },
  component: Outlet,
})
