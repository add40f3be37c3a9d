import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { useLocale } from '~/shared/services/app-services'
import { columnBuilder } from '../resource-kit/columns'
import { localized } from '../resource-kit/localized'
import { pageOf, RelatedRecords, usePageParam } from '../resource-kit/related-records'
import { taskKindLabel } from './labels'

type Task = Schemas['AdminTask']

const column = columnBuilder<Task, never>()
const taskColumns = [
  column.localized('text', msg`Text`),
  column.custom({ id: 'kind', header: msg`Kind`, cell: (task, { i18n }) => i18n._(taskKindLabel[task.kind]) }),
  column.number('position', msg`Position`),
]

const PER_PAGE = 10

/** A case's or giveaway's tasks beside its form: each with a link to edit it, and one to add another for this owner. */
export function RelatedTasks({
  owner,
  ownerId,
  tasks,
}: {
  owner: Schemas['AdminTaskOwner']
  ownerId: number
  tasks: readonly Task[]
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const page = usePageParam('tasksPage')
  return (
    <RelatedRecords
      title={t`Tasks`}
      description={
        owner === 'case' ? (
          <Trans>What a visitor does to open the case.</Trans>
        ) : (
          <Trans>What a visitor does to take a reward.</Trans>
        )
      }
      columns={taskColumns}
      page={pageOf(
        [...tasks].sort((a, b) => a.position - b.position || a.id - b.id),
        page,
        PER_PAGE,
      )}
      pageParam="tasksPage"
      edit={{ section: 'tasks', nameOf: (task) => localized(task.text, locale) || `#${task.id}` }}
      create={{ section: 'tasks', label: t`New task`, preset: { owner, ownerId } }}
      emptyText={<Trans>No tasks yet.</Trans>}
    />
  )
}
