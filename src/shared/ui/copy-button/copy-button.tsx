import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { clsx } from '~/shared/lib/clsx'
import { Icon } from '~/shared/ui/icon/icon'
import { copyText } from './copy-text'
import styles from './copy-button.module.css'

export interface CopyButtonProps {
  /** What goes on the clipboard. */
  text: string
  /**
   * The button's accessible name, e.g. "Copy promocode FREEBIE". It must start with the
   * button's visible word ("Copy"), so speech users can say what they see.
   */
  label: string
  /** Shown beside the button; the text itself by default (a promocode shows its code). */
  children?: ReactNode
  className?: string
}

const CONFIRMATION_MS = 2000

type CopyStatus = 'idle' | 'copied' | 'failed'

/** A text (a promocode) with a button that copies it and confirms on screen and to screen readers. */
export function CopyButton({ text, label, children, className }: CopyButtonProps) {
  const { t } = useLingui()
  const [status, setStatus] = useState<CopyStatus>('idle')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async () => {
    const copied = await copyText(text)
    setStatus(copied ? 'copied' : 'failed')
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setStatus('idle'), CONFIRMATION_MS)
  }

  const action = status === 'copied' ? t`Copied` : status === 'failed' ? t`Could not copy` : t`Copy`
  return (
    <span className={clsx(styles.wrapper, status === 'copied' && styles.copied, className)}>
      <span className={styles.text}>{children ?? text}</span>
      {/* After copying, the name is the visible confirmation; the status below says what was copied. */}
      <button
        type="button"
        className={styles.button}
        onClick={() => void copy()}
        aria-label={status === 'idle' ? label : undefined}
      >
        <Icon name={status === 'copied' ? 'check' : 'copy'} size={16} />
        {action}
      </button>
      <span className="visually-hidden" role="status">
        {status === 'idle' ? '' : `${action}: ${text}`}
      </span>
    </span>
  )
}
