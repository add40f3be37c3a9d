import type { ButtonHTMLAttributes, Ref } from 'react'
import { clsx } from '~/shared/lib/clsx'
import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'danger'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: 'sm' | 'md'
  /** Shows a busy state and blocks clicks, e.g. while a form is submitting. */
  busy?: boolean
  ref?: Ref<HTMLButtonElement>
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  className,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={clsx(styles.button, styles[variant], styles[size], busy && styles.busy, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    />
  )
}

/** Button look for links, so navigation stays a real link. */
export function buttonClassName(variant: ButtonVariant = 'primary', size: 'sm' | 'md' = 'md'): string {
  return clsx(styles.button, styles[variant], styles[size])
}
