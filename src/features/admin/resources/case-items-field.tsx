import type { CSSProperties } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { AdminCaseInput, AdminCaseItemInput } from '~/api/field-rules.gen'
import { formatChance } from '~/shared/lib/format'
import { useLocale } from '~/shared/services/app-services'
import type { AdminForm } from '../resource-kit/admin-form'
import { itemChances, totalWeight } from './case-chances'
import { caseItemRarities, rarityColors } from './case-rarities'
import { newCaseItem, tidyPrice, type CaseValues } from './case-values'
import styles from './case-items-field.module.css'

const { minItems: MIN_ITEMS, maxItems: MAX_ITEMS } = AdminCaseInput.items
const WEIGHT = AdminCaseItemInput.weight

/**
 * A case's items, saved with it (items with an id are updated, new ones added, the rest
 * removed): name, price, rarity with its colour, image and weight, and beside each weight the
 * chance it gives, live, as the case page will show it (weight over the sum of the weights).
 * The server's messages land on `items.<i>.<field>`.
 */
export function CaseItemsField({ form }: { form: AdminForm<CaseValues> }) {
  const { t } = useLingui()
  const locale = useLocale()
  const rarityOptions = caseItemRarities.map((rarity) => ({ value: rarity, label: rarity }))
  return (
    <div className={styles.editor}>
      <form.AppField name="items" mode="array">
        {(field) => (
          <field.RepeatableGroup
            legend={t`Items`}
            hint={t`What the case drops, ${MIN_ITEMS} to ${MAX_ITEMS} items. An item's chance is its weight over the total weight: the case page shows it and the draw uses it.`}
            itemLabel={(index) => {
              const number = index + 1
              return t`Item ${number}`
            }}
            addLabel={t`Add an item`}
            emptyText={t`The case has no items yet: add at least one.`}
            newItem={newCaseItem}
            max={MAX_ITEMS}
          >
            {(index) => (
              <>
                <div className={styles.nameRow}>
                  <form.AppField name={`items[${index}].marketHashName`}>
                    {(name) => <name.TextField label={t`Market hash name`} spellCheck={false} autoComplete="off" />}
                  </form.AppField>
                  <form.AppField
                    name={`items[${index}].price`}
                    validators={{
                      onSubmit: ({ value }) => (tidyPrice(value) === null ? t`Enter a price.` : undefined),
                    }}
                    listeners={{
                      onBlur: ({ value }) => {
                        const tidy = tidyPrice(value)
                        if (tidy !== null && tidy !== value) form.setFieldValue(`items[${index}].price`, tidy)
                      },
                    }}
                  >
                    {(price) => (
                      <price.TextField
                        label={t`Price, coins`}
                        hint={t`What selling it gives.`}
                        inputMode="decimal"
                        autoComplete="off"
                      />
                    )}
                  </form.AppField>
                </div>
                <div className={styles.drawRow}>
                  <form.Subscribe selector={(state) => state.values.items[index]?.rarity ?? 'Consumer Grade'}>
                    {(rarity) => (
                      <div className={styles.rarity} style={{ '--rarity': rarityColors[rarity] } as CSSProperties}>
                        <form.AppField name={`items[${index}].rarity`}>
                          {(select) => <select.SelectField label={t`Rarity`} options={rarityOptions} />}
                        </form.AppField>
                        <span className={styles.swatch} aria-hidden="true" />
                      </div>
                    )}
                  </form.Subscribe>
                  <form.Subscribe selector={(state) => state.values.items.map((item) => item.weight)}>
                    {(weights) => {
                      const chance = itemChances(weights)[index]
                      const shown = chance === null || chance === undefined ? '—' : formatChance(chance, locale)
                      return (
                        <form.AppField name={`items[${index}].weight`}>
                          {(weight) => (
                            <weight.NumberField
                              label={t`Weight`}
                              hint={t`Chance: ${shown}`}
                              min={WEIGHT.minimum}
                              max={WEIGHT.maximum}
                            />
                          )}
                        </form.AppField>
                      )
                    }}
                  </form.Subscribe>
                </div>
                <form.AppField name={`items[${index}].image`}>
                  {(image) => <image.ImageField label={t`Image`} />}
                </form.AppField>
              </>
            )}
          </field.RepeatableGroup>
        )}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.items.map((item) => item.weight)}>
        {(weights) => {
          const total = new Intl.NumberFormat(locale).format(totalWeight(weights))
          return (
            <p className={styles.total}>
              <Trans>Total weight: {total}. The chances add up to 100 %.</Trans>
            </p>
          )
        }}
      </form.Subscribe>
    </div>
  )
}
