import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { errorText } from '~/shared/forms/error-text'
import { useFieldContext } from '~/shared/forms/form-contexts'
import { TextInput } from '~/shared/ui/text-input/text-input'
import styles from './color-field.module.css'

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

/** `#abc` → `#aabbcc`: the colour picker takes six digits only. */
function sixDigitHex(color: string): string | null {
  const hex = color.trim()
  if (!HEX.test(hex)) return null
  return hex.length === 4
    ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase()
    : hex.toLowerCase()
}

/**
 * A CSS hex colour (`<field.ColorField label={t`Colour`} />`): the browser's colour picker and
 * the hex code as text, both on one value.
 */
export function ColorField({ label, hint }: { label: string; hint?: string }) {
  const { t } = useLingui()
  const field = useFieldContext<string>()
  const pickerId = useId()
  const picked = sixDigitHex(field.state.value)
  return (
    <div className={styles.field}>
      <TextInput
        className={styles.hex}
        label={label}
        name={field.name}
        value={field.state.value}
        hint={hint ?? t`A hex code such as #29a36a.`}
        placeholder="#29a36a"
        spellCheck={false}
        error={errorText(field.state.meta.errors)}
        onBlur={field.handleBlur}
        onChange={(event) => field.handleChange(event.target.value)}
      />
      <div className={styles.picker}>
        <label htmlFor={pickerId} className="visually-hidden">
          {t`${label}: colour picker`}
        </label>
        <input
          id={pickerId}
          type="color"
          className={styles.swatch}
          value={picked ?? '#000000'}
          onChange={(event) => field.handleChange(event.target.value)}
        />
      </div>
    </div>
  )
}
