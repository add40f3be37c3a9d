import styles from './badge-chip.module.css'

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

/** The WCAG relative luminance of a hex colour. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1)
  const channel = (i: number) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

/** Black or white, whichever reads better on `background`. */
function textColorOn(background: string): '#000' | '#fff' {
  const l = luminance(background)
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000' : '#fff'
}

/** How a badge looks on a card: its text on its colour (a colour that is not a hex code shows grey). */
export function BadgeChip({ text, color }: { text: string; color: string }) {
  const hex = color.trim()
  const style = HEX.test(hex) ? { backgroundColor: hex, color: textColorOn(hex) } : undefined
  return (
    <span className={styles.chip} style={style}>
      {text || '—'}
    </span>
  )
}
