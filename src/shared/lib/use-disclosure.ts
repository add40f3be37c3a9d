import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { useOutsidePointerDown } from './use-outside-pointer-down'

/**
 * A button that shows a panel right after it (the burger menu, the notifications), so Tab goes
 * straight into the panel. Escape closes it and returns focus to the button; a press outside, or
 * focus leaving it (tabbing past the panel, which at 375 px covers the page and with it wherever
 * the focus went), closes it where the visitor is.
 *
 *   const menu = useDisclosure()
 *   <div {...menu.rootProps}>
 *     <button {...menu.buttonProps} onClick={() => menu.setOpen(!menu.open)}>…</button>
 *     <div id={menu.panelId} hidden={!menu.open}>…</div>
 *   </div>
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }
  useOutsidePointerDown(rootRef, open, () => close(false))

  return {
    open,
    setOpen,
    close,
    panelId,
    rootProps: {
      ref: rootRef,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          close(true)
        }
      },
      onBlur: (event: FocusEvent) => {
        // No related target: the window lost the focus, or a press landed on nothing focusable (handled as outside).
        if (open && event.relatedTarget !== null && !event.currentTarget.contains(event.relatedTarget)) close(false)
      },
    },
    buttonProps: { ref: buttonRef, 'aria-expanded': open, 'aria-controls': panelId },
  }
}
