import { Trans } from '@lingui/react/macro'
import { Button } from '~/shared/ui/button/button'
import { Icon } from '~/shared/ui/icon/icon'
import { useSignInRedirect } from '../api/sign-in-redirect'

/** `returnTo`: where the platform sends the visitor back to (by default, where they are). */
export function SignInButton({ className, returnTo }: { className?: string; returnTo?: string }) {
  const signIn = useSignInRedirect()
  return (
    <Button
      className={className}
      variant="primary"
      // Busy until the browser has left: a second click would only ask for another URL.
      busy={signIn.isPending || signIn.isSuccess}
      onClick={() => signIn.mutate(returnTo ?? window.location.pathname + window.location.search)}
    >
      <Icon name="steam" size={18} />
      <Trans>Sign in</Trans>
    </Button>
  )
}
