import type { CSSProperties, ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { Schemas } from '~/api/types'
import { localeParam } from '~/shared/i18n/locale'
import { useLocale } from '~/shared/services/app-services'
import { proofSearch } from '../lib/proof-search'

export interface ProofLinkProps {
  dropId: number
  caseSlug: string
  proof: Schemas['DropProof']
  children: ReactNode
  className?: string
  style?: CSSProperties
  'aria-label'?: string
}

/** A link to `/games/fair` that checks one drop. */
export function ProofLink({
  dropId,
  caseSlug,
  proof,
  children,
  className,
  style,
  'aria-label': label,
}: ProofLinkProps) {
  const locale = useLocale()
  return (
    <Link
      to="/{-$locale}/games/fair"
      params={{ locale: localeParam(locale) }}
      search={proofSearch(dropId, caseSlug, proof)}
      className={className}
      style={style}
      aria-label={label}
    >
      {children}
    </Link>
  )
}
