import type { ReactNode } from 'react'
import { useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { TaskRow } from './task-row'
import styles from './task-list.module.css'

type Task = Schemas['Task']

/** The owner's task list query: a case's or a giveaway's tasks. */
type TasksQueryOptions<TKey extends QueryKey> = UseSuspenseQueryOptions<Task[], Error, Task[], TKey>

export interface TaskListProps<TKey extends QueryKey> {
  query: TasksQueryOptions<TKey>
  /** Queries embedding task progress (the case or the giveaway), refreshed after a check. */
  related?: readonly QueryKey[]
  /** The sign-in button of the auth feature, composed by the route, offered to guests. */
  signIn?: ReactNode
}

/** The tasks of a case or a giveaway; tasks are per user, so guests are asked to sign in. */
export function TaskList<TKey extends QueryKey>(props: TaskListProps<TKey>) {
  const user = useCurrentUser()
  if (!user) {
    return (
      <div className={styles.guest}>
        <p>
          <Trans>To access the tasks, log in!</Trans>
        </p>
        {props.signIn}
      </div>
    )
  }
  return <SignedInTaskList {...props} />
}

function SignedInTaskList<TKey extends QueryKey>({ query, related }: TaskListProps<TKey>) {
  const tasks = useSuspenseQuery(query).data
  if (tasks.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>No tasks here: nothing to do.</Trans>
      </p>
    )
  }
  const done = tasks.filter((task) => task.completed).length
  return (
    <div className={styles.wrap}>
      <p className={styles.progress}>
        <Trans>
          Completed {done} of {tasks.length}
        </Trans>
      </p>
      <ol className={styles.list}>
        {tasks.map((task) => (
          <TaskRow key={task.id} task={task} listKey={query.queryKey} related={related} />
        ))}
      </ol>
    </div>
  )
}
