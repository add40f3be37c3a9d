import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { Button } from '~/shared/ui/button/button'
import { Icon } from '~/shared/ui/icon/icon'
import { safeUrl } from '~/shared/lib/safe-url'
import { useGuardedAction } from '~/shared/forms/use-guarded-action'
import { useSocialLinkUrl, type Social } from '../api/social-link-url'
import styles from './social-accounts.module.css'

const socials: ReadonlyArray<{ social: Social; name: string; icon: 'vk' | 'telegram' }> = [
  { social: 'vk', name: 'VK', icon: 'vk' },
  { social: 'tg', name: 'Telegram', icon: 'telegram' },
]

/**
 * The Russian social network and messenger accounts: linked ones by name with a way to manage
 * them on the network's page (link again or unlink), others with a link button.
 */
export function SocialAccounts({ profile }: { profile: Schemas['Profile'] }) {
  const { t } = useLingui()
  const linkUrl = useSocialLinkUrl()
  const guard = useGuardedAction()
  const linkedName: Record<Social, string | null> = {
    vk: profile.vkId ? (profile.vkName ?? profile.vkId) : null,
    tg: profile.tgId ? (profile.tgName ?? profile.tgId) : null,
  }

  const link = (social: Social) =>
    void guard.run(async () => {
      const url = safeUrl(await linkUrl.mutateAsync(social))
      if (url) window.location.assign(url)
    })

  return (
    <ul className={styles.list}>
      {socials.map(({ social, name, icon }) => {
        const linked = linkedName[social]
        return (
          <li key={social} className={styles.item}>
            <Icon name={icon} size={22} className={styles.icon} />
            <span className={styles.name}>{name}</span>
            {linked && (
              <span className={styles.linked}>
                <Trans>Linked: {linked}</Trans>
              </span>
            )}
            {/* A linked account is managed on the network's own page: linked again, or its access taken back. */}
            <Button
              className={styles.action}
              size="sm"
              variant={linked ? 'ghost' : 'secondary'}
              busy={guard.pending && linkUrl.variables === social}
              disabled={guard.pending}
              onClick={() => link(social)}
              aria-label={linked ? t`Manage ${name}` : t`Connect ${name}`}
            >
              {linked ? <Trans>Manage</Trans> : <Trans>Connect</Trans>}
            </Button>
          </li>
        )
      })}
    </ul>
  )
}
