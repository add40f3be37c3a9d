import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { useLocale } from '~/shared/services/app-services'
import { TextInput } from '~/shared/ui/text-input/text-input'
import { createResourceApi } from '../api/resource-api'
import { CellText } from '../resource-kit/columns'
import { formatUtcDateTime } from '../resource-kit/dates'
import { defineResource } from '../resource-kit/define-resource'
import type { CreatePreset, ResourceFieldsProps } from '../resource-kit/form-types'
import { RecordFacts } from './record-facts'
import { giveawaySource } from './sources'

const rewardsApi = createResourceApi('/admin/rewards', '/admin/rewards/{id}')

type Reward = Schemas['AdminReward']

interface RewardValues {
  giveawayId: number | null
  value: string
}

/** A giveaway's "add a reward" link presets it: `?giveawayId=2`. */
function presetGiveaway(preset: CreatePreset): number | null {
  const id = Number(preset.giveawayId)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** Who took a reward and when, or that it is still free. */
function TakenInfo({ reward }: { reward: Reward }) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <RecordFacts
      facts={[
        {
          label: t`Taken by`,
          value: reward.takenBy ? `${reward.takenBy.steam_name} (#${reward.takenBy.id})` : t`Nobody yet`,
        },
        { label: t`Taken at`, value: reward.takenAt ? formatUtcDateTime(reward.takenAt, locale) : '—' },
      ]}
    />
  )
}

function RewardFields({ form, record, readOnly }: ResourceFieldsProps<RewardValues, Reward>) {
  const { t } = useLingui()
  return (
    <>
      {readOnly && record ? (
        <>
          <TextInput label={t`Giveaway`} value={record.giveawayTitle} readOnly />
          <TextInput label={t`Key or code`} value={record.value} readOnly spellCheck={false} />
        </>
      ) : (
        <>
          <form.AppField
            name="giveawayId"
            validators={{ onSubmit: ({ value }) => (value === null ? t`Choose one.` : undefined) }}
          >
            {(field) => <field.RelationSelectField label={t`Giveaway`} source={giveawaySource} />}
          </form.AppField>
          <form.AppField name="value">
            {(field) => (
              <field.TextField
                label={t`Key or code`}
                hint={t`Unique within its giveaway, whatever its letter case.`}
                spellCheck={false}
                autoComplete="off"
              />
            )}
          </form.AppField>
        </>
      )}
      {record && <TakenInfo reward={record} />}
    </>
  )
}

/** The reward pools of giveaways: one game key or promocode each, handed out to the users who complete the tasks. */
export const rewardsResource = defineResource({
  section: 'rewards',
  api: rewardsApi,
  titles: { singular: msg`Reward`, create: msg`New reward` },
  displayName: (reward) => reward.value,
  list: {
    defaultSort: 'id',
    columns: (col) => [
      col.text('value', msg`Key or code`),
      col.number('id', msg`ID`, { sort: 'id', descFirst: false }),
      col.custom({ id: 'giveaway', header: msg`Giveaway`, cell: (reward) => <CellText text={reward.giveawayTitle} /> }),
      col.custom({
        id: 'takenBy',
        header: msg`Taken by`,
        cell: (reward) => (reward.takenBy ? <CellText text={reward.takenBy.steam_name} /> : '—'),
      }),
      col.date('takenAt', msg`Taken at`, { sort: 'takenAt', time: true }),
    ],
    filters: [
      { kind: 'relation', key: 'giveaway', label: msg`Giveaway`, source: giveawaySource },
      { kind: 'boolean', key: 'taken', label: msg`Taken` },
    ],
  },
  form: {
    defaults: (reward, preset = {}): RewardValues => ({
      giveawayId: reward?.giveawayId ?? presetGiveaway(preset),
      value: reward?.value ?? '',
    }),
    toInput: (values) => ({ giveawayId: values.giveawayId ?? 0, value: values.value.trim() }),
    readOnly: (reward) =>
      reward.takenBy ? msg`This reward has been given out: it can be neither changed nor deleted.` : null,
    Fields: RewardFields,
  },
})
