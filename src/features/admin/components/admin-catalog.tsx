import { use, useMemo, type ReactNode } from 'react'
import { setupI18n } from '@lingui/core'
import { I18nProvider, useLingui } from '@lingui/react'
import { DEFAULT_LOCALE, isLocale } from '~/shared/i18n/locale'
import { asLinguiMessages, loadAdminMessages } from '~/shared/i18n/messages'

/**
 * The panel's texts on top of the site's, in the page's language. The panel's route loads the
 * catalog before it renders, so this reads it at once; only a panel rendered some other way
 * (a story of the layout) waits for it.
 */
export function AdminCatalog({ children }: { children: ReactNode }) {
  const { i18n: site } = useLingui()
  const locale = isLocale(site.locale) ? site.locale : DEFAULT_LOCALE
  const panelMessages = use(loadAdminMessages(locale))
  const panel = useMemo(
    () => setupI18n({ locale, messages: { [locale]: { ...site.messages, ...asLinguiMessages(panelMessages) } } }),
    [locale, site, panelMessages],
  )
  return <I18nProvider i18n={panel}>{children}</I18nProvider>
}
