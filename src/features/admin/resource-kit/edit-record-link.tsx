import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { localeParam } from '~/shared/i18n/locale'
import { useLocale } from '~/shared/services/app-services'
import { buttonClassName } from '~/shared/ui/button/button'
import { Icon } from '~/shared/ui/icon/icon'
import type { AdminSection } from '../lib/sections'

/**
 * A table row's link to its record's form: a pencil, named and titled "Edit <name>". An icon, not
 * a word, so a table's sticky actions column stays narrow and leaves its columns in view.
 */
export function EditRecordLink({ section, id, name }: { section: AdminSection; id: number; name: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const label = t`Edit ${name}`
  return (
    <Link
      to="/{-$locale}/admin/$section/$id"
      params={{ locale: localeParam(locale), section, id: String(id) }}
      className={buttonClassName('secondary', 'sm')}
      aria-label={label}
      title={label}
    >
      <Icon name="edit" size={16} />
    </Link>
  )
}
