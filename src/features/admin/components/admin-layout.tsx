import type { ReactNode } from 'react'
import { Outlet } from '@tanstack/react-router'
import { useAdminAccess } from '../api/admin-access'
import { openSections } from '../resources'
import { AdminCatalog } from './admin-catalog'
import { AdminNav } from './admin-nav'
import styles from './admin-layout.module.css'

/** The panel inside the site's header: its section navigation and the open page (or `children`, e.g. a 404). */
export function AdminLayout({ children }: { children?: ReactNode }) {
  const access = useAdminAccess()
  return (
    <AdminCatalog>
      <div className={styles.layout}>
        <AdminNav sections={openSections(access.sections)} />
        <div className={styles.page}>{children ?? <Outlet />}</div>
      </div>
    </AdminCatalog>
  )
}
