import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { CopyButton } from '~/shared/ui/copy-button/copy-button'
import { CellText, columnBuilder } from '../resource-kit/columns'
import type { ResourceAsideProps } from '../resource-kit/form-types'
import { pageOf, RelatedRecords, usePageParam } from '../resource-kit/related-records'
import { RelatedTasks } from './related-tasks'
import styles from './giveaway-aside.module.css'

type Giveaway = Schemas['AdminGiveaway']
type Reward = Schemas['AdminReward']

const PER_PAGE = 20

/** The key itself, with a button that copies it (admins hand keys on). */
function RewardValue({ reward }: { reward: Reward }) {
  const { t } = useLingui()
  const value = reward.value
  return <CopyButton text={value} label={t`Copy ${value}`} className={styles.value} />
}

const column = columnBuilder<Reward, never>()
const rewardColumns = [
  column.custom({ id: 'value', header: msg`Key or code`, cell: (reward) => <RewardValue reward={reward} /> }),
  column.custom({
    id: 'takenBy',
    header: msg`Taken by`,
    cell: (reward) => (reward.takenBy ? <CellText text={reward.takenBy.steam_name} /> : '—'),
  }),
  column.date('takenAt', msg`Taken at`, { time: true }),
]

function RewardPool({ giveaway }: { giveaway: Giveaway }) {
  const { t } = useLingui()
  const page = usePageParam('rewardsPage')
  const left = giveaway.rewardsLeft
  const total = giveaway.rewardsTotal
  return (
    <RelatedRecords
      title={t`Reward pool`}
      description={
        <Trans>
          Left: {left} of {total}. Add many at once with the field above.
        </Trans>
      }
      columns={rewardColumns}
      page={pageOf(giveaway.rewards, page, PER_PAGE)}
      pageParam="rewardsPage"
      edit={{ section: 'rewards', nameOf: (reward) => reward.value }}
      create={{ section: 'rewards', label: t`Add a reward`, preset: { giveawayId: giveaway.id } }}
      emptyText={<Trans>The pool is empty: nobody can take a reward yet.</Trans>}
    />
  )
}

/** Beside a giveaway's form: its reward pool and its tasks, each edited in its own section. */
export function GiveawayAside({ record }: ResourceAsideProps<Giveaway>) {
  return (
    <>
      <RewardPool giveaway={record} />
      <RelatedTasks owner="giveaway" ownerId={record.id} tasks={record.tasks} />
    </>
  )
}
