import { createFileRoute } from '@tanstack/react-router'
import { AdminHome } from '~/features/admin/components/admin-home'

/** The panel's home: the sections this user may open. */
export const Route = createFileRoute('/{-$locale}/admin/')({
  component: AdminHome,
})
