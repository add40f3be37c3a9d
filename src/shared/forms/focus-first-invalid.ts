/**
 * Moves focus to the first field marked invalid inside `root`, so a keyboard or screen reader
 * user lands on what to fix. A group (a fieldset of radios) takes focus on its chosen option,
 * or its first one.
 */
export function focusFirstInvalid(root: HTMLElement): void {
  const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!invalid) return
  if (invalid instanceof HTMLFieldSetElement) {
    const control =
      invalid.querySelector<HTMLElement>('input:checked') ??
      invalid.querySelector<HTMLElement>('input, select, textarea')
    control?.focus()
    return
  }
  invalid.focus()
}
