import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { withFieldGroup } from '../admin-form'
import styles from './localized-field.module.css'

/** A `{ ru, en }` text as the form holds it (a nullable one is edited as '' and sent as null). @public */
export interface LocalizedValues {
  ru: string
  en: string
}

interface LocalizedTextFieldProps {
  /** The group's legend: what the text is. */
  label: ReactNode
  /** A textarea instead of a one-line field. */
  multiline?: boolean
  hint?: ReactNode
}

const defaultProps: LocalizedTextFieldProps = { label: '', multiline: false }

/**
 * A text in both languages, side by side from 900 px (stacked below):
 *
 *   <LocalizedTextField form={form} fields="name" label={t`Name`} />
 *   <LocalizedTextField form={form} fields="seoDescription" label={t`SEO description`} multiline />
 *
 * Each language is its own field (`name.ru`, `name.en`), so a 422 message lands under its language.
 */
export const LocalizedTextField = withFieldGroup({
  defaultValues: { ru: '', en: '' },
  props: defaultProps,
  render: function LocalizedText({ group, label, multiline, hint }) {
    const { t } = useLingui()
    const languages = [
      { key: 'ru', name: t({ message: 'Russian', context: 'the language of a field' }), lang: 'ru' },
      { key: 'en', name: t({ message: 'English', context: 'the language of a field' }), lang: 'en' },
    ] as const
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{label}</legend>
        {hint && <p className={styles.hint}>{hint}</p>}
        <div className={styles.languages}>
          {languages.map(({ key, name, lang }) => (
            <group.AppField key={key} name={key}>
              {(field) => {
                // The language is what is seen; the label says which text it is for screen readers too.
                const fieldLabel = (
                  <>
                    <span className="visually-hidden">{label}, </span>
                    {name}
                  </>
                )
                return multiline ? (
                  <field.TextareaField label={fieldLabel} lang={lang} />
                ) : (
                  <field.TextField label={fieldLabel} lang={lang} />
                )
              }}
            </group.AppField>
          ))}
        </div>
      </fieldset>
    )
  },
})
