import { useEffect, useRef, type RefObject } from 'react'

/**
 * Calls `onOutside` when the pointer goes down outside `ref` while `enabled`: the way
 * dropdowns and menus close on a click elsewhere. Escape is handled by the owner's keydown,
 * which knows where focus should go back to.
 */
export function useOutsidePointerDown(
  ref: RefObject<HTMLElement | null>,
  enabled: boolean,
  onOutside: () => void,
): void {
  const handler = useRef(onOutside)
  useEffect(() => {
    handler.current = onOutside
  })
  useEffect(() => {
    if (!enabled) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target
      if (target instanceof Node && ref.current && !ref.current.contains(target)) handler.current()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [ref, enabled])
}
