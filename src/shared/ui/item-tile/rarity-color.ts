const CSS_HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** The rarity colour from the API when it is a plain hex colour; the border colour otherwise. */
export function rarityColor(color: string | null | undefined): string {
  return color && CSS_HEX_COLOR.test(color.trim()) ? color.trim() : 'var(--color-border)'
}
