import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '~/shared/ui/button/button'
import { TextInput } from '~/shared/ui/text-input/text-input'
import { fromFilterValues, parseShopGame, shopGames, toFilterValues, type ShopFilterValues, type ShopSearch } from '../lib/shop-search'
import { raritiesFor } from '../lib/rarities'
import { gameNames } from '../lib/game-names'
import styles from './shop-filters.module.css'

export interface ShopFiltersProps {
  /** The filters in the URL; the form starts from them. */
  search: ShopSearch
  onApply: (next: ShopSearch) => void
}

/** Filters and order of the shop: applied to the URL on submit, so they survive a reload and can be shared. */
export function ShopFilters({ search, onApply }: ShopFiltersProps) {
  const { t } = useLingui()
  const [values, setValues] = useState<ShopFilterValues>(() => toFilterValues(search))
  const rarities = raritiesFor(parseShopGame(values.game))

  const set = (field: keyof ShopFilterValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }))

  const onGameChange = (game: string) =>
    setValues((current) => {
      // A rarity of another game would match nothing.
      const keepsRarity = raritiesFor(parseShopGame(game)).includes(current.rarity)
      return { ...current, game, rarity: keepsRarity ? current.rarity : '' }
    })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onApply(fromFilterValues(values))
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} role="search" aria-label={t`Shop filters`} noValidate>
      <Select label={t`Game`} value={values.game} onChange={onGameChange}>
        <option value="">{t`All games`}</option>
        {shopGames.map((game) => (
          <option key={game} value={game}>
            {gameNames[game]}
          </option>
        ))}
      </Select>
      <TextInput
        className={styles.wide}
        type="text"
        name="search"
        label={t`Item name`}
        value={values.search}
        onChange={(event) => set('search')(event.target.value)}
      />
      <TextInput
        type="number"
        name="priceFrom"
        label={t`Price from`}
        min={0}
        step={0.01}
        value={values.priceFrom}
        onChange={(event) => set('priceFrom')(event.target.value)}
      />
      <TextInput
        type="number"
        name="priceTo"
        label={t`Price to`}
        min={0}
        step={0.01}
        value={values.priceTo}
        onChange={(event) => set('priceTo')(event.target.value)}
      />
      <Select label={t`Rarity`} value={values.rarity} onChange={set('rarity')}>
        <option value="">{t`Any rarity`}</option>
        {rarities.map((rarity) => (
          <option key={rarity} value={rarity}>
            {rarity}
          </option>
        ))}
      </Select>
      <Select label={t`Order`} value={values.sort} onChange={set('sort')}>
        <option value="">{t`Default`}</option>
        <option value="price_asc">{t`Price: low to high`}</option>
        <option value="price_desc">{t`Price: high to low`}</option>
      </Select>
      <div className={styles.actions}>
        <Button type="submit">
          <Trans>Apply</Trans>
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setValues(toFilterValues({}))
            onApply({})
          }}
        >
          <Trans>Reset</Trans>
        </Button>
      </div>
    </form>
  )
}

interface SelectProps {
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}

function Select({ label, value, onChange, children }: SelectProps) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  )
}
