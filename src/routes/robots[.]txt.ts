import { createFileRoute } from '@tanstack/react-router'
import { buildRobotsTxt } from '~/app/seo/sitemap-xml'
import { siteOrigin } from '~/app/seo/server-api'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: ({ request }) =>
        new Response(buildRobotsTxt(siteOrigin(request)), {
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
        }),
    },
  },
})
