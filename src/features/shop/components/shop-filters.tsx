import { useId, useState } from 'react'
import { useStore } from '@tanstack/react-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAppForm } from '~/shared/forms/form-kit'
import { Button } from '~/shared/ui/button/button'
import { formatCoins } from '~/shared/lib/format'
import { useLocale } from '~/shared/services/app-services'
import { MAX_PRICE_BOUND, shopGames, type ShopSearch } from '../lib/shop-search'
import { activeFilterCount, fromFilterValues, isPriceText, parseShopGame, toFilterValues } from '../lib/shop-filter'
import { raritiesFor } from '../lib/rarities'
import { gameNames } from '../lib/game-names'
import { clsx } from '~/shared/lib/clsx'
import styles from './shop-filters.module.css'
import { itemLabel } from '../lib/item-labels'

export interface ShopFiltersProps {
  /** The filters in the URL; the form starts from them. */
  search: ShopSearch
  onApply: (next: ShopSearch) => void
}

/** Filters and order of the shop: applied to the URL on submit, so they survive a reload and can be shared. */
export function ShopFilters({ search, onApply }: ShopFiltersProps) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const form = useAppForm({
    defaultValues: toFilterValues(search),
    onSubmit: ({ value }) => onApply(fromFilterValues(value)),
  })
  const game = useStore(form.store, (state) => state.values.game)
  const lowest = formatCoins(0, locale)
  const highest = formatCoins(MAX_PRICE_BOUND, locale)
  const priceValidators = {
    onSubmit: ({ value }: { value: string }) =>
      isPriceText(value) ? undefined : t`Enter a price from ${lowest} to ${highest} coins, with at most two decimals.`,
  }
  const rarities = raritiesFor(parseShopGame(game))
  // Below 900 px the form folds behind this button, so the items come first on a phone.
  const [open, setOpen] = useState(false)
  const formId = useId()
  const active = activeFilterCount(search)

  return (
    <form.AppForm>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        <Trans>Filters</Trans>
        {active > 0 && (
          <span className={styles.count}>
            <span className="visually-hidden">
              <Trans>active:</Trans>{' '}
            </span>
            {active}
          </span>
        )}
      </button>
      <form.Form
        id={formId}
        className={clsx(styles.form, open && styles.open)}
        role="search"
        aria-label={t`Shop filters`}
      >
        <form.AppField name="search">
          {(field) => <field.TextField className={styles.search} label={t`Item name`} />}
        </form.AppField>
        <form.AppField
          name="game"
          listeners={{
            onChange: ({ value }) => {
              // A rarity of another game would match nothing.
              if (!raritiesFor(parseShopGame(value)).includes(form.getFieldValue('rarity')))
                form.setFieldValue('rarity', '')
            },
          }}
        >
          {(field) => (
            <field.SelectField
              className={styles.choice}
              label={t`Game`}
              options={[
                { value: '', label: t`All games` },
                ...shopGames.map((value) => ({ value, label: gameNames[value] })),
              ]}
            />
          )}
        </form.AppField>
        <form.AppField name="rarity">
          {(field) => (
            <field.SelectField
              className={styles.choice}
              label={t`Rarity`}
              options={[
                { value: '', label: t`Any rarity` },
                ...rarities.map((rarity) => ({ value: rarity, label: itemLabel(i18n, rarity) })),
              ]}
            />
          )}
        </form.AppField>
        <form.AppField name="priceFrom" validators={priceValidators}>
          {(field) => <field.NumberField label={t`Price from`} min={0} step={0.01} />}
        </form.AppField>
        <form.AppField name="priceTo" validators={priceValidators}>
          {(field) => <field.NumberField label={t`Price to`} min={0} step={0.01} />}
        </form.AppField>
        <form.AppField name="sort">
          {(field) => (
            <field.SelectField
              className={styles.choice}
              label={t`Order`}
              options={[
                { value: '', label: t`Default` },
                { value: 'price_asc', label: t`Price: low to high` },
                { value: 'price_desc', label: t`Price: high to low` },
              ]}
            />
          )}
        </form.AppField>
        <div className={styles.actions}>
          <form.SubmitButton>
            <Trans>Apply</Trans>
          </form.SubmitButton>
          <Button
            variant="ghost"
            onClick={() => {
              // The defaults stay the URL's until `onApply` has changed it; replaced here, the next
              // render would see the URL's filters as new defaults and put them back.
              form.reset(toFilterValues({}), { keepDefaultValues: true })
              onApply({})
            }}
          >
            <Trans>Reset</Trans>
          </Button>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
