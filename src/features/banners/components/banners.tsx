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
  return (
    <aside className={clsx(styles.banners, styles[position], className)} aria-label={t`Advertisement`}>
      {banners.map((banner, index) => (
        <BannerLink key={`${banner.link}-${index}`} banner={banner} aboveTheFold={position === 'top'} />
      ))}
    </aside>
  )
}
