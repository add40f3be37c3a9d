import { useId } from 'react'
import type { QueryKey } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { isApiError } from '~/api/api-error'
import type { Schemas } from '~/api/types'
import { failureText } from '~/shared/forms/server-errors'
import { localeParam } from '~/shared/i18n/locale'
import { useLocale } from '~/shared/services/app-services'
import { Button } from '~/shared/ui/button/button'
import { SetTradelinkLink } from '~/shared/ui/ways-on/ways-on'
import { clsx } from '~/shared/lib/clsx'
import { useTaskLink } from '../api/task-link'
import { useCheckTask } from '../api/check-task'
import { openTaskLink } from '../lib/open-task-link'
import styles from './task-list.module.css'

export interface TaskRowProps {
  task: Schemas['Task']
  listKey: QueryKey
  related?: readonly QueryKey[] | undefined
}

/** Tasks whose condition the user meets on the profile: a refused check links there. */
const metOnProfile = new Set<Schemas['TaskType']>(['steam_level', 'link_social'])

/** Where a refused check of this task is fixed: the tradelink field, or the profile. */
function WayOn({ task, error }: { task: Schemas['Task']; error: unknown }) {
  const locale = useLocale()
  const needsTradelink =
    task.type === 'tradelink' ||
    (isApiError(error) && error.problem.kind === 'message' && error.problem.needs?.includes('tradelink'))
  if (needsTradelink) return <SetTradelinkLink />
  if (!metOnProfile.has(task.type)) return null
  return (
    <Link to="/{-$locale}/profile" params={{ locale: localeParam(locale) }}>
      <Trans>Open your profile</Trans>
    </Link>
  )
}

/**
 * One task with its actions: tasks with a URL are visited first (the server records the visit),
 * then checked; tasks checked on the site (level, tradelink, linked account) only have a check.
 * A refused check is said on its row, with the way on where there is one.
 */
export function TaskRow({ task, listKey, related }: TaskRowProps) {
  const { t, i18n } = useLingui()
  const textId = useId()
  const link = useTaskLink()
  const check = useCheckTask({ listKey, related })
  const hasLink = task.redirectUrl !== null
  const failure = check.error ? failureText(check.error) : null

  const visit = () => {
    openTaskLink(() => link.mutateAsync(task.id))
  }

  return (
    <li className={clsx(styles.task, task.completed && styles.completed)}>
      <span className={styles.mark} aria-hidden="true">
        {task.completed ? '✓' : ''}
      </span>
      <div className={styles.body}>
        <span className={styles.type}>{task.typeLabel}</span>
        <span id={textId} className={styles.text}>
          {task.text}
        </span>
        {task.completed && <span className={styles.status}>{t`Completed`}</span>}
        {failure && !task.completed && (
          <p className={styles.failure} role="alert">
            <span>{typeof failure === 'string' ? failure : i18n._(failure)}</span>{' '}
            <WayOn task={task} error={check.error} />
          </p>
        )}
      </div>
      {!task.completed && (
        <div className={styles.actions}>
          {hasLink && (
            <Button size="sm" variant="secondary" busy={link.isPending} aria-describedby={textId} onClick={visit}>
              {task.buttonText}
            </Button>
          )}
          <Button size="sm" busy={check.isPending} aria-describedby={textId} onClick={() => check.mutate(task.id)}>
            {hasLink ? <Trans>Check</Trans> : task.buttonText}
          </Button>
        </div>
      )}
    </li>
  )
}
