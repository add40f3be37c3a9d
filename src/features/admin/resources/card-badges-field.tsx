import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { errorText } from '~/shared/forms/error-text'
import { useFieldContext } from '~/shared/forms/form-contexts'
import { useApi, useLocale } from '~/shared/services/app-services'
import { Button } from '~/shared/ui/button/button'
import { resourceListQueryOptions } from '../api/resource-queries'
import { localized } from '../resource-kit/localized'
import { BadgeChip } from './badge-chip'
import { badgesApi } from './badges'
import styles from './card-badges-field.module.css'

/** The badges a card may carry (the contract allows 20 on a card; the panel has a handful). */
const BADGES_QUERY = { per_page: 100 }

/**
 * A card's badges (`badgeIds`), as a group of checkboxes, each showing the badge as cards do.
 * Inside `<form.AppField name="badgeIds">`; the server's message (an unknown badge) is said
 * under the group.
 */
export function CardBadgesField({ legend }: { legend: string }) {
  const field = useFieldContext<number[]>()
  const locale = useLocale()
  const badges = useQuery({
    ...resourceListQueryOptions(useApi(), { section: 'badges', api: badgesApi }, BADGES_QUERY),
    staleTime: 60_000,
  })
  const id = useId()
  const error = errorText(field.state.meta.errors)
  const chosen = new Set(field.state.value)
  const toggle = (badgeId: number, on: boolean) =>
    field.handleChange(on ? [...field.state.value, badgeId] : field.state.value.filter((other) => other !== badgeId))

  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      aria-busy={badges.isPending || undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {badges.isPending && (
        <p className={styles.note}>
          <Trans>Loading…</Trans>
        </p>
      )}
      {badges.isError && (
        <p className={styles.note}>
          <Trans>The list could not be loaded.</Trans>{' '}
          <Button variant="ghost" size="sm" onClick={() => void badges.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      )}
      {badges.data?.data.length === 0 && (
        <p className={styles.note}>
          <Trans>There are no badges yet.</Trans>
        </p>
      )}
      <div className={styles.options}>
        {badges.data?.data.map((badge) => {
          const text = localized(badge.text, locale)
          return (
            <label key={badge.id} className={styles.option}>
              <input
                type="checkbox"
                name={field.name}
                value={badge.id}
                checked={chosen.has(badge.id)}
                onChange={(event) => toggle(badge.id, event.target.checked)}
                onBlur={field.handleBlur}
              />
              <BadgeChip text={text} color={badge.color} />
            </label>
          )
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
