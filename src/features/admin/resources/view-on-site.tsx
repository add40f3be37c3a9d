import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { localeParam } from '~/shared/i18n/locale'
import { useLocale } from '~/shared/services/app-services'
import { buttonClassName } from '~/shared/ui/button/button'

export interface ViewOnSiteProps {
  kind: 'article' | 'card'
  /** The saved slug (the page exists under it, not under one being typed). */
  slug: string
}

/** The record's public page, in the interface's language, in a new tab. */
export function ViewOnSite({ kind, slug }: ViewOnSiteProps) {
  const locale = localeParam(useLocale())
  const link = { target: '_blank', rel: 'noopener', className: buttonClassName('secondary', 'sm') } as const
  const label = (
    <>
      <Trans>View on the site</Trans> <span aria-hidden="true">↗</span>
      <span className="visually-hidden">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </>
  )
  return kind === 'article' ? (
    <Link to="/{-$locale}/articles/$slug" params={{ locale, slug }} {...link}>
      {label}
    </Link>
  ) : (
    <Link to="/{-$locale}/cards/$slug" params={{ locale, slug }} {...link}>
      {label}
    </Link>
  )
}
