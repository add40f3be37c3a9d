import { createFileRoute, Outlet } from '@tanstack/react-router'

/** Russian lives at the root, English under /en; any other prefix is not a locale. */
export const Route = createFileRoute('/{-$locale}')({
  params: {
    parse: (raw) => (raw.locale === undefined || raw.locale === 'en' ? { locale: raw.locale } : false),
    stringify: (params) => ({ locale: params.locale }),
  },
  component: Outlet,
})
