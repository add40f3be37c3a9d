/**
 * How many pixels a field's placeholder lacks to show whole (0 when it fits): its text measured
 * in the field's own font against the content box. A clipped placeholder has no scroll width to
 * read, so it is measured. Self-contained, so e2e can hand it to `page.evaluate` as it is.
 */
export function placeholderShortfall(input: HTMLInputElement): number {
  const style = getComputedStyle(input)
  const context = document.createElement('canvas').getContext('2d')
  if (!context) throw new Error('No 2D canvas to measure the placeholder with')
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
  const needed = context.measureText(input.placeholder).width
  const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
  return Math.max(0, Math.ceil(needed - room))
}
