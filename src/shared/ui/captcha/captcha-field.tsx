import { useId } from 'react'
import { Trans } from '@lingui/react/macro'
import { useCore } from '~/shared/core-data/core-query'
import styles from './captcha-field.module.css'

export interface CaptchaFieldProps {
  /** The token the check produced, or null when it is not (or no longer) passed. */
  token: string | null
  onTokenChange: (token: string | null) => void
  /** Why the form was refused: no token, or the server's field error on `captchaToken`. */
  error?: string | undefined
  disabled?: boolean
}

/** A one-time token for a passed check; the server treats any non-empty token but `fail` as passed. */
function newToken(): string {
  return `checkbox.${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}`
}

/**
 * The captcha of a form (opening a case, taking a giveaway reward).
 *
 * The seam: forms only see `token` / `onTokenChange`. Offline there is no captcha service, so
 * this renders a plain "I'm not a robot" checkbox that yields a token when ticked. A real widget
 * replaces the checkbox inside this component, rendered with the site key from
 * `core.config.captcha_site_key` (exposed here as `data-sitekey`), calling `onTokenChange` with
 * the service's token when solved and with null when it expires; a parent setting `token` to
 * null (a spent token) resets it. No form changes.
 */
export function CaptchaField({ token, onTokenChange, error, disabled }: CaptchaFieldProps) {
  const siteKey = useCore().config.captcha_site_key
  const errorId = useId()
  return (
    <div className={styles.field} data-sitekey={siteKey}>
      <label className={styles.box}>
        <input
          type="checkbox"
          checked={token !== null}
          disabled={disabled}
          onChange={(event) => onTokenChange(event.target.checked ? newToken() : null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          <Trans>I'm not a robot</Trans>
        </span>
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
