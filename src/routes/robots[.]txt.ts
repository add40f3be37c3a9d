import { createFileRoute } from '@tanstack/react-router'
import { buildRobotsTxt } from '~/app/seo/sitemap-xml'
import { getRuntimeConfig } from '~/app/runtime-config'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(buildRobotsTxt(getRuntimeConfig().siteUrl), {
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
        }),
    },
  },
})
