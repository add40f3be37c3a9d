import { memoizeByString } from '~/shared/lib/memo'

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1)
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits.slice(0, 6)
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number]
}

/** WCAG relative luminance of an sRGB colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

const DARK_TEXT = '#10131c'
const LIGHT_TEXT = '#ffffff'

/**
 * A badge in its admin-chosen colour with whichever text colour reads better on it, so any
 * colour stays legible; a colour that is not a CSS hex falls back to the neutral badge. Worked
 * out once per colour: a page shows the same few badges on every card.
 */
export const badgeColors = memoizeByString((color): Readonly<{ background: string; color: string }> | null => {
  const hex = color.trim()
  if (!HEX.test(hex)) return null
  const background = luminance(hex)
  const dark = contrast(background, luminance(DARK_TEXT))
  const light = contrast(background, luminance(LIGHT_TEXT))
  return Object.freeze({
    background: hex.length === 9 ? hex.slice(0, 7) : hex,
    color: dark >= light ? DARK_TEXT : LIGHT_TEXT,
  })
})
