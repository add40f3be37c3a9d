import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { clsx } from '~/shared/lib/clsx'
import { localeParam } from '~/shared/i18n/locale'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { useLocale } from '~/shared/services/app-services'
import { Countdown } from '~/shared/ui/countdown/countdown'
import { Icon, type IconName } from '~/shared/ui/icon/icon'
import { caseCardState, type CaseCardState } from '../lib/case-card-state'
import { caseTypeLabel } from '../lib/case-type-label'
import styles from './case-card.module.css'
import { casesKeys } from '../api/keys'

interface StatusLine {
  icon: IconName
  tone: 'ready' | 'waiting' | 'locked'
  text: ReactNode
}

function statusLine(state: CaseCardState, onCountdownDone: () => void): StatusLine {
  switch (state.kind) {
    case 'available':
      return { icon: 'check', tone: 'ready', text: <Trans>Ready to open</Trans> }
    case 'drop-waiting':
      return { icon: 'gift', tone: 'ready', text: <Trans>Your drop is waiting</Trans> }
    case 'cooldown':
      return {
        icon: 'clock',
        tone: 'waiting',
        text: (
          <Trans>
            Available in <Countdown until={state.until} className={styles.timer} onDone={onCountdownDone} />
          </Trans>
        ),
      }
    case 'window-open':
      return {
        icon: 'clock',
        tone: 'ready',
        text: (
          <Trans>
            Open for <Countdown until={state.until} className={styles.timer} onDone={onCountdownDone} />
          </Trans>
        ),
      }
    case 'window-closed':
      return {
        icon: 'clock',
        tone: 'waiting',
        text: (
          <Trans>
            Opens in <Countdown until={state.at} className={styles.timer} onDone={onCountdownDone} />
          </Trans>
        ),
      }
    case 'tasks':
      return {
        icon: 'lock',
        tone: 'locked',
        text: (
          <Trans>
            Tasks done: {state.completed} of {state.total}
          </Trans>
        ),
      }
    case 'promocode':
      return { icon: 'lock', tone: 'locked', text: <Trans>Needs a promocode</Trans> }
  }
}

function CaseStatus({ state }: { state: CaseCardState }) {
  const queryClient = useQueryClient()
  // A countdown that ends changes the state: the lists say what it is now.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: casesKeys.lists })
    void queryClient.invalidateQueries({ queryKey: casesKeys.top })
  }
  const { icon, tone, text } = statusLine(state, refresh)
  return (
    <p className={clsx(styles.status, styles[tone])}>
      <Icon name={icon} size={16} />
      <span>{text}</span>
    </p>
  )
}

/** A case in a list: picture, title, how it opens and where the user stands with it, linking to the case. */
export function CaseCard({ item }: { item: Schemas['CaseSummary'] }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const preview = safeImageUrl(item.preview)
  return (
    <article className={styles.card}>
      <div className={styles.picture}>{preview && <img src={preview} alt="" loading="lazy" decoding="async" />}</div>
      <h3 className={styles.title}>
        <Link
          to="/{-$locale}/games/cases/$slug"
          params={{ locale: localeParam(locale), slug: item.slug }}
          className={styles.link}
        >
          {item.title}
        </Link>
      </h3>
      <p className={styles.type}>{i18n._(caseTypeLabel[item.type])}</p>
      <CaseStatus state={caseCardState(item)} />
    </article>
  )
}
