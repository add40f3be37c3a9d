import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ClientSeedForm } from '~/api/field-rules.gen'
import { useFieldRules } from '~/shared/forms/field-rule'
import { useAppForm } from '~/shared/forms/form-kit'
import { useGuardedAction } from '~/shared/forms/use-guarded-action'
import { localeParam } from '~/shared/i18n/locale'
import { useApi, useLocale, useToasts } from '~/shared/services/app-services'
import { Button } from '~/shared/ui/button/button'
import { fairnessSeedsQueryOptions, useRotateSeeds } from '../api/fairness-seeds'
import styles from './fairness-seeds-card.module.css'

/**
 * The profile's provably fair seeds: the hash the server committed to, the client seed (the user's
 * to change) and the next nonce; changing the seeds reveals the old server seed.
 */
export function FairnessSeedsCard() {
  const { t } = useLingui()
  const locale = useLocale()
  const toasts = useToasts()
  const ruled = useFieldRules()
  const maxLength = ClientSeedForm.clientSeed.maxLength
  const seeds = useSuspenseQuery(fairnessSeedsQueryOptions(useApi())).data
  const rotate = useRotateSeeds()
  const guard = useGuardedAction()
  const form = useAppForm({
    defaultValues: { clientSeed: seeds.clientSeed },
    onSubmit: async ({ value }) => {
      await rotate.mutateAsync(value.clientSeed.trim())
      toasts.show(t`New seeds are in use; the old server seed is revealed.`, 'success')
    },
  })
  const onRotate = () =>
    void guard.run(() =>
      rotate.mutateAsync(null, {
        onSuccess: () => toasts.show(t`New seeds are in use; the old server seed is revealed.`, 'success'),
      }),
    )

  return (
    <div className={styles.card}>
      <p className={styles.lead}>
        <Trans>
          Every drop can be checked.{' '}
          <Link to="/{-$locale}/games/fair" params={{ locale: localeParam(locale) }}>
            How it works
          </Link>
        </Trans>
      </p>
      <dl className={styles.values}>
        <dt>
          <Trans>Server seed hash</Trans>
        </dt>
        <dd>
          <code className={styles.code}>{seeds.serverSeedHash}</code>
        </dd>
        <dt>
          <Trans>Next nonce</Trans>
        </dt>
        <dd>{seeds.nonce}</dd>
      </dl>
      <form.AppForm>
        <form.Form className={styles.form}>
          <form.AppField
            name="clientSeed"
            validators={ruled(ClientSeedForm.clientSeed, { pattern: msg`Only Latin letters, digits, - and _.` })}
          >
            {(field) => (
              <field.TextField
                label={t`Client seed`}
                autoComplete="off"
                spellCheck={false}
                hint={t`1 to ${maxLength} Latin letters, digits, - or _.`}
              />
            )}
          </form.AppField>
          <div className={styles.actions}>
            <form.SubmitButton disabled={guard.pending}>
              <Trans>Change the client seed</Trans>
            </form.SubmitButton>
            <Button variant="secondary" busy={guard.pending} disabled={guard.pending} onClick={onRotate}>
              <Trans>Reveal the server seed</Trans>
            </Button>
          </div>
        </form.Form>
      </form.AppForm>
      {seeds.previous && (
        <div className={styles.previous}>
          <h3 className={styles.subTitle}>
            <Trans>Revealed seeds</Trans>
          </h3>
          <dl className={styles.values}>
            <dt>
              <Trans>Server seed</Trans>
            </dt>
            <dd>
              <code className={styles.code}>{seeds.previous.serverSeed}</code>
            </dd>
            <dt>
              <Trans>Its hash</Trans>
            </dt>
            <dd>
              <code className={styles.code}>{seeds.previous.serverSeedHash}</code>
            </dd>
            <dt>
              <Trans>Client seed</Trans>
            </dt>
            <dd>
              <code className={styles.code}>{seeds.previous.clientSeed}</code>
            </dd>
            <dt>
              <Trans>Openings</Trans>
            </dt>
            <dd>{seeds.previous.openings}</dd>
          </dl>
        </div>
      )}
    </div>
  )
}
