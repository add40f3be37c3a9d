export type PaginationItem = number | 'gap'

/**
 * The page numbers to offer: always the first and the last, the current one with a neighbour
 * on each side, and a gap where pages are skipped. A gap never stands for a single page.
 */
export function paginationItems(current: number, last: number, neighbours = 1): PaginationItem[] {
  if (last <= 1) return []
  const page = Math.min(Math.max(1, current), last)
  const shown = new Set<number>([1, last])
  for (let p = page - neighbours; p <= page + neighbours; p++) if (p >= 1 && p <= last) shown.add(p)
  const sorted = [...shown].sort((a, b) => a - b)
  const items: PaginationItem[] = []
  let previous = 0
  for (const p of sorted) {
    if (p - previous === 2) items.push(previous + 1)
    else if (p - previous > 2) items.push('gap')
    items.push(p)
    previous = p
  }
  return items
}
