import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { isApiError } from '~/api/api-error'
import { Button } from '~/shared/ui/button/button'
import { Icon } from '~/shared/ui/icon/icon'
import styles from './list-states.module.css'

export interface ErrorStateProps {
  /** The failure; a network failure gets its own hint. */
  error?: unknown
  title?: ReactNode
  onRetry?: () => void
  /** True while the retry runs. */
  retrying?: boolean
}

/** A list that could not be loaded, with a retry that really fetches again. */
export function ErrorState({ error, title, onRetry, retrying = false }: ErrorStateProps) {
  const offline = isApiError(error) && error.problem.kind === 'network'
  return (
    <div className={styles.state} role="alert">
      <Icon name="alert" size={28} className={styles.errorIcon} />
      <p className={styles.stateTitle}>{title ?? <Trans>Could not load this list.</Trans>}</p>
      {offline && (
        <p className={styles.stateBody}>
          <Trans>Check your internet connection.</Trans>
        </p>
      )}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} busy={retrying}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  )
}
