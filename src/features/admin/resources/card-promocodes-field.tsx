import { useLingui } from '@lingui/react/macro'
import { AdminCardInput } from '~/api/field-rules.gen'
import type { AdminForm } from '../resource-kit/admin-form'
import { LocalizedTextField } from '../resource-kit/fields/localized-text-field'
import { newPromocode, type CardValues } from './card-values'

const MAX_PROMOCODES = AdminCardInput.promocodes.maxItems

/**
 * A card's promocodes, saved with it: added, edited and removed here (the server updates codes
 * that keep their id, adds new ones and removes the rest). Its messages land on
 * `promocodes.<i>.<field>`.
 */
export function CardPromocodesField({ form }: { form: AdminForm<CardValues> }) {
  const { t } = useLingui()
  return (
    <form.AppField name="promocodes" mode="array">
      {(field) => (
        <field.RepeatableGroup
          legend={t`Promocodes`}
          hint={t`Codes shown on the card's page, each with its terms.`}
          itemLabel={(index) => {
            const number = index + 1
            return t`Promocode ${number}`
          }}
          addLabel={t`Add a promocode`}
          emptyText={t`The card has no promocodes.`}
          newItem={newPromocode}
          max={MAX_PROMOCODES}
        >
          {(index) => (
            <>
              <form.AppField name={`promocodes[${index}].code`}>
                {(code) => <code.TextField label={t`Code`} spellCheck={false} />}
              </form.AppField>
              <LocalizedTextField form={form} fields={`promocodes[${index}].title`} label={t`Title`} />
              <LocalizedTextField
                form={form}
                fields={`promocodes[${index}].description`}
                label={t`Description`}
                multiline
              />
              <form.AppField name={`promocodes[${index}].validUntil`}>
                {(date) => (
                  <date.DateTimeField
                    label={t`Valid until`}
                    hint={t`Optional: the last moment the code works, in UTC (Moscow time is UTC+3).`}
                  />
                )}
              </form.AppField>
              <form.AppField name={`promocodes[${index}].hideLinkRu`}>
                {(hide) => <hide.CheckboxField label={t`Hide the code's link from visitors in Russia`} />}
              </form.AppField>
            </>
          )}
        </field.RepeatableGroup>
      )}
    </form.AppField>
  )
}
