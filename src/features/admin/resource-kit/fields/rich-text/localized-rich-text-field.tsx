import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { withFieldGroup } from '../../admin-form'
import styles from '../localized-field.module.css'

/**
 * A rich text in both languages (`{ ru, en }` HTML: an article's text, a card's instruction):
 * `<LocalizedRichTextField form={form} fields="text" label={t`Text`} />`. Unlike the short
 * localized fields the two editors stack at every width: each needs the full width for its
 * toolbar and a readable line. Each has its own preview; messages land on `text.ru` / `text.en`.
 */
export const LocalizedRichTextField = withFieldGroup({
  defaultValues: { ru: '', en: '' },
  props: { label: '', hint: undefined as ReactNode },
  render: function LocalizedRichText({ group, label, hint }) {
    const { t } = useLingui()
    const languages = [
      { key: 'ru', name: t({ message: 'Russian', context: 'the language of a field' }) },
      { key: 'en', name: t({ message: 'English', context: 'the language of a field' }) },
    ] as const
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{label}</legend>
        {hint && <p className={styles.hint}>{hint}</p>}
        <div className={styles.stacked}>
          {languages.map(({ key, name }) => (
            <group.AppField key={key} name={key}>
              {(field) => <field.RichTextField label={`${label}, ${name}`} shownLabel={name} lang={key} />}
            </group.AppField>
          ))}
        </div>
      </fieldset>
    )
  },
})
