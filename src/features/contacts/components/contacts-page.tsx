import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { EmptyState } from '~/shared/ui/list-states/empty-state'
import { contactsQueryOptions } from '../api/contacts'
import { ContactItem } from './contact-item'
import styles from './contacts-page.module.css'

/** /contacts: how to reach the site's team. */
export function ContactsPage() {
  const { t } = useLingui()
  const { data: contacts } = useSuspenseQuery(contactsQueryOptions(useApi()))
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>Contacts</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Questions, partnership offers or a site that stopped paying out? Write to us.</Trans>
        </p>
      </header>
      {contacts.length === 0 ? (
        <EmptyState title={t`No contacts yet`} />
      ) : (
        <ul className={styles.list}>
          {contacts.map((contact) => (
            <ContactItem key={contact.id} contact={contact} />
          ))}
        </ul>
      )}
    </div>
  )
}
