import { useId } from 'react'
import type { QueryKey } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { Button } from '~/shared/ui/button/button'
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

/**
 * One task with its actions: tasks with a URL are visited first (the server records the visit),
 * then checked; tasks checked on the site (level, tradelink, linked account) only have a check.
 */
export function TaskRow({ task, listKey, related }: TaskRowProps) {
  const { t } = useLingui()
  const textId = useId()
  const link = useTaskLink()
  const check = useCheckTask({ listKey, related })
  const hasLink = task.redirectUrl !== null

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
