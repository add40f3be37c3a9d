import type { MouseEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { localizedPath } from '~/shared/i18n/locale'
import { isExternalUrl, safeImageUrl, safeUrl } from '~/shared/lib/safe-url'
import { useLocale } from '~/shared/services/app-services'
import styles from './banners.module.css'

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * One banner. Site paths from the admin panel are unprefixed (`/games/cases`), so they get the
 * visitor's locale and open in the app; other sites open in a new tab.
 */
export function BannerLink({ banner, aboveTheFold = false }: { banner: Schemas['Banner']; aboveTheFold?: boolean }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const image = safeImageUrl(banner.image)
  const target = safeUrl(banner.link)
  if (!image || !target) return null
  const external = isExternalUrl(target)
  const href = external ? target : localizedPath(target, locale)
  return (
    <a
      className={styles.banner}
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer sponsored' } : {})}
      onClick={(event) => {
        if (external || !isPlainLeftClick(event)) return
        event.preventDefault()
        void router.navigate({ href })
      }}
    >
      <img
        src={image}
        alt={external ? t`Advertisement (opens in a new tab)` : t`Advertisement`}
        // The top banner is often the largest thing on a first screen: fetch it at once.
        loading={aboveTheFold ? 'eager' : 'lazy'}
        fetchPriority={aboveTheFold ? 'high' : 'auto'}
        decoding="async"
      />
    </a>
  )
}
