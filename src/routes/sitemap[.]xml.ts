import { createFileRoute } from '@tanstack/react-router'
import { buildSitemapXml } from '~/app/seo/sitemap-xml'
import { collectSitemapPages } from '~/app/seo/sitemap-pages'
import { serverApiClient } from '~/app/seo/server-api'
import { getRuntimeConfig } from '~/app/runtime-config'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const pages = await collectSitemapPages(serverApiClient(request))
        return new Response(buildSitemapXml(getRuntimeConfig().siteUrl, pages), {
          headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        })
      },
    },
  },
})
