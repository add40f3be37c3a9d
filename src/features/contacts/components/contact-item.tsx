import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { isExternalUrl, safeContactUrl } from '~/shared/lib/safe-url'
import styles from './contacts-page.module.css'

/** A contact: what it is for, and the address shown by its label (a link when it is one). */
export function ContactItem({ contact }: { contact: Schemas['Contact'] }) {
  const { t } = useLingui()
  const href = safeContactUrl(contact.content)
  const label = contact.contentLabel || contact.content
  const external = href !== null && isExternalUrl(href)
  return (
    <li className={styles.item}>
      <h2 className={styles.name}>{contact.name}</h2>
      {href ? (
        <a className={styles.link} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {label}
          {external && <span className="visually-hidden"> {t`(opens in a new tab)`}</span>}
        </a>
      ) : (
        <p className={styles.text}>{label}</p>
      )}
    </li>
  )
}
