import { createFileRoute } from '@tanstack/react-router'

/** Browsers ask for /favicon.ico on their own; without this it would be taken for a category. */
export const Route = createFileRoute('/favicon.ico')({
  server: {
    handlers: {
      GET: () =>
        new Response(null, {
          status: 301,
          headers: { Location: '/favicon.svg', 'Cache-Control': 'public, max-age=86400' },
        }),
    },
  },
})
