import { Trans, useLingui } from '@lingui/react/macro'
import { Button, type ButtonProps } from '~/shared/ui/button/button'
import { useGuardedAction } from '~/shared/forms/use-guarded-action'
import { useToasts } from '~/shared/services/app-services'
import { useCheckSteamLevel } from '../api/check-steam-level'

/**
 * Reads the level from Steam again and says what it is. The profile shows it, and so does
 * every page whose condition is a level (a giveaway), through its route.
 */
export function CheckLevelButton({ variant = 'secondary' }: Pick<ButtonProps, 'variant'>) {
  const { t } = useLingui()
  const toasts = useToasts()
  const checkLevel = useCheckSteamLevel()
  const guard = useGuardedAction()

  const onCheck = () =>
    void guard.run(() =>
      checkLevel.mutateAsync(undefined, {
        onSuccess: ({ steamLevel }) => toasts.show(t`Your Steam level is ${steamLevel}.`, 'success'),
      }),
    )

  return (
    <Button size="sm" variant={variant} busy={guard.pending} onClick={onCheck}>
      <Trans>Check level</Trans>
    </Button>
  )
}
