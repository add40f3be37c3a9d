import { Outlet } from '@tanstack/react-router'
import { useAdminAccess } from '../api/admin-access'
import { openSections } from '../resources'
import { AdminNav } from './admin-nav'
import styles from './admin-layout.module.css'

/** The panel inside the site's header: its section navigation and the open page. */
export function AdminLayout() {
  const access = useAdminAccess()
  return (
    <div className={styles.layout}>
      <AdminNav sections={openSections(access.sections)} />
      <div className={styles.page}>
        <Outlet />
      </div>
    </div>
  )
}
