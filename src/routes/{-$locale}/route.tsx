import { createFileRoute } from '@tanstack/react-router'

/**
 * Russian lives at the root, English under /en; any other prefix is not a locale.
 * No component: the router renders the matched child itself, while `component: Outlet` was split
 * into a file of its own (76 bytes) that every page asked for before waking up.
 */
export const Route = createFileRoute('/{-$locale}')({
  params: {
    parse: (raw) => (raw.locale === undefined || raw.locale === 'en' ? { locale: raw.locale } : false),
    stringify: (params) => ({ locale: params.locale }),
  },
})
