import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { columnBuilder } from '../resource-kit/columns'
import type { ResourceAsideProps } from '../resource-kit/form-types'
import { pageOf, RelatedRecords, usePageParam } from '../resource-kit/related-records'
import { RelatedTasks } from './related-tasks'

type Case = Schemas['AdminCase']
type Promocode = Schemas['AdminPromocode']

const PER_PAGE = 10

const column = columnBuilder<Promocode, never>()
const promocodeColumns = [
  column.text('code', msg`Code`),
  column.custom({
    id: 'activations',
    header: msg`Activations`,
    align: 'end',
    cell: (promocode, { locale }) =>
      `${new Intl.NumberFormat(locale).format(promocode.activations)} / ${new Intl.NumberFormat(locale).format(promocode.maxActivations)}`,
  }),
  column.number('activationsLeft', msg`Left`),
  column.date('validUntil', msg`Valid until`, { time: true }),
  column.boolean('auto', msg`Automatic`),
]

function CasePromocodes({ record }: { record: Case }) {
  const { t } = useLingui()
  const page = usePageParam('promocodesPage')
  return (
    <RelatedRecords
      title={t`Promocodes`}
      description={<Trans>The codes that open this case.</Trans>}
      columns={promocodeColumns}
      page={pageOf(record.promocodes, page, PER_PAGE)}
      pageParam="promocodesPage"
      edit={{ section: 'promocodes', nameOf: (promocode) => promocode.code }}
      create={{ section: 'promocodes', label: t`New promocode`, preset: { caseId: record.id } }}
      emptyText={<Trans>No promocodes yet: nobody can open the case.</Trans>}
    />
  )
}

/**
 * Beside a case's form: what gates it, edited in its own sections. Tasks gate free cases and
 * promocodes promocode cases; the others' are shown only if some were left from another type.
 */
export function CaseAside({ record }: ResourceAsideProps<Case>) {
  return (
    <>
      {(record.type === 'free' || record.tasks.length > 0) && (
        <RelatedTasks owner="case" ownerId={record.id} tasks={record.tasks} />
      )}
      {(record.type === 'promocode' || record.promocodes.length > 0) && <CasePromocodes record={record} />}
    </>
  )
}
