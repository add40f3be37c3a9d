import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { clsx } from '~/shared/lib/clsx'
import { useDisclosure } from '~/shared/lib/use-disclosure'
import { Icon } from '~/shared/ui/icon/icon'
import styles from './mobile-menu.module.css'

/**
 * The burger menu: a disclosure (Escape, a press outside, tabbing past it close it), and following a link closes it too.
 * Its content is rendered only while it is open: closed, the panel is hidden anyway, and every page
 * rendered on the server would otherwise build a second copy of the header's links and account
 * actions (a press on the burger before hydration is replayed by `app/early-presses`, and opens it then).
 */
export function MobileMenu({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useLingui()
  const menu = useDisclosure()

  return (
    <div {...menu.rootProps} className={clsx(styles.root, className)}>
      <button
        {...menu.buttonProps}
        type="button"
        className={styles.button}
        aria-label={t`Menu`}
        onClick={() => menu.setOpen(!menu.open)}
      >
        <Icon name={menu.open ? 'close' : 'menu'} size={22} />
      </button>
      <div
        id={menu.panelId}
        className={styles.panel}
        hidden={!menu.open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) menu.close(false)
        }}
      >
        {menu.open && children}
      </div>
    </div>
  )
}
