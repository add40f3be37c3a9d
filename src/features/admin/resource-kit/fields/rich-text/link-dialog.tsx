import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '~/shared/ui/button/button'
import { Dialog } from '~/shared/ui/modals/dialog'
import { TextInput } from '~/shared/ui/text-input/text-input'
import { checkLinkHref } from './link-href'
import styles from './rich-text-editor.module.css'

export interface LinkDialogProps {
  /** The link being edited, or '' for a new one. */
  href: string
  /** Nothing is selected: the dialog asks for the link's text too. */
  asksForText: boolean
  onApply: (link: { href: string; text: string }) => void
  /** Offered when a link is being edited. */
  onRemove?: () => void
  onClose: () => void
}

/**
 * The address of a link (and its text, when no text was selected). Only http(s), mailto, site
 * paths and anchors are taken; an address typed without `https://` gets it. The dialog sits
 * inside the article's form, so Enter applies the link here instead of submitting the form.
 */
export function LinkDialog({ href: initialHref, asksForText, onApply, onRemove, onClose }: LinkDialogProps) {
  const { t, i18n } = useLingui()
  const [href, setHref] = useState(initialHref)
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const addressRef = useRef<HTMLInputElement>(null)
  useEffect(() => addressRef.current?.focus(), [])

  const apply = () => {
    const checked = checkLinkHref(href)
    if (!checked.ok) {
      setProblem(i18n._(checked.problem))
      addressRef.current?.focus()
      return
    }
    onApply({ href: checked.href, text: text.trim() || checked.href })
  }
  const applyOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    apply()
  }

  return (
    <Dialog open title={initialHref ? t`Edit the link` : t`Add a link`} onClose={onClose}>
      <div className={styles.dialogFields}>
        <TextInput
          ref={addressRef}
          label={t`Address`}
          value={href}
          inputMode="url"
          spellCheck={false}
          hint={t`https://example.com, mailto:name@example.com or a path on the site such as /cards/skinbox.`}
          error={problem}
          onChange={(event) => {
            setHref(event.target.value)
            setProblem(null)
          }}
          onKeyDown={applyOnEnter}
        />
        {asksForText && (
          <TextInput
            label={t`Text`}
            value={text}
            hint={t`What the link says; the address if left empty.`}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={applyOnEnter}
          />
        )}
      </div>
      <div className={styles.dialogActions}>
        <Button onClick={apply}>{initialHref ? t`Save the link` : t`Add the link`}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t`Cancel`}
        </Button>
        {onRemove && (
          <Button variant="ghost" className={styles.dialogRemove} onClick={onRemove}>
            {t`Remove the link`}
          </Button>
        )}
      </div>
    </Dialog>
  )
}
