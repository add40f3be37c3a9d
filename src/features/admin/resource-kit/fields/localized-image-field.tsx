import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { withFieldGroup } from '../admin-form'
import styles from './localized-field.module.css'

/**
 * An image per language (`{ ru, en }` URLs; banners, articles, giveaways):
 * `<LocalizedImageField form={form} fields="preview" label={t`Preview`} />`.
 */
export const LocalizedImageField = withFieldGroup({
  defaultValues: { ru: '', en: '' },
  props: { label: '' as ReactNode },
  render: function LocalizedImage({ group, label }) {
    const { t } = useLingui()
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{label}</legend>
        <div className={styles.languages}>
          <group.AppField name="ru">
            {(field) => <field.ImageField label={t({ message: 'Russian', context: 'the language of a field' })} />}
          </group.AppField>
          <group.AppField name="en">
            {(field) => <field.ImageField label={t({ message: 'English', context: 'the language of a field' })} />}
          </group.AppField>
        </div>
      </fieldset>
    )
  },
})
