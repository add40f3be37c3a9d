import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { useCore } from '~/shared/core-data/core-query'
import { clsx } from '~/shared/lib/clsx'
import { BannerLink } from './banner-link'
import styles from './banners.module.css'

type BannerPosition = Schemas['Banner']['position']

export interface BannersProps {
  position: BannerPosition
  className?: string
}

/** The banners of one position (top, middle, bottom, sidebar) from the initial data. */
export function Banners({ position, className }: BannersProps) {
  const { t } = useLingui()
  const banners = useCore().banners.filter((banner) => banner.position === position)
  if (banners.length === 0) return null
  // A page shows several positions: each landmark needs a name of its own.
  const label: Record<BannerPosition, string> = {
    top: t`Advertisement`,
    middle: t`Advertisement in the middle of the page`,
    bottom: t`Advertisement at the bottom of the page`,
    sidebar: t`Advertisement in the sidebar`,
  }
  return (
    <aside className={clsx(styles.banners, styles[position], className)} aria-label={label[position]}>
      {banners.map((banner, index) => (
        <BannerLink key={`${banner.link}-${index}`} banner={banner} aboveTheFold={position === 'top'} />
      ))}
    </aside>
  )
}
