import type { Schemas } from '~/api/types'

type CaseItem = Schemas['CaseItem']

/** Tiles in the strip: enough to scroll past for a few seconds, few enough to render at once. */
export const ROULETTE_LENGTH = 48
/** Where the server's item sits: far enough along for the strip to run, with tiles after it to fill the view. */
export const ROULETTE_WINNER_INDEX = 40
/** How far from its centre the strip may stop on the winner, as a share of a tile (keeps it clearly on it). */
const MAX_JITTER = 0.35

export interface RouletteStrip {
  tiles: CaseItem[]
  winnerIndex: number
  /** Where in the winner's tile the marker stops, from -MAX_JITTER to MAX_JITTER of a tile's width from its centre. */
  stopOffset: number
}

/** FNV-1a over a text: a small, stable seed from the opening's own data. */
function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32: a tiny seeded generator, numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Picks by the items' chances (all alike when the case publishes none), like the draw does. */
function weightedPicker(items: readonly CaseItem[], random: () => number): () => CaseItem | undefined {
  const weights = items.map((item) => (item.chance !== undefined && item.chance > 0 ? item.chance : 0))
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const usable = total > 0 ? weights : items.map(() => 1)
  const sum = total > 0 ? total : items.length
  return () => {
    let target = random() * sum
    for (const [index, weight] of usable.entries()) {
      target -= weight
      if (target < 0) return items[index]
    }
    return items[items.length - 1]
  }
}

/**
 * The roulette strip of one opening. The server has already decided: its item sits at
 * `ROULETTE_WINNER_INDEX`, and the rest is filler drawn from the case's items by their chances,
 * so the strip looks like the case (mostly common items, a rare one now and then). The filler
 * and the stop offset are seeded by the case's items and the winner, so the same opening
 * always shows the same strip: stories, tests and screenshots are stable.
 */
export function buildRouletteStrip(items: readonly CaseItem[], winner: CaseItem): RouletteStrip {
  const seed = hashText(`${winner.id}:${winner.marketHashName}|${items.map((item) => item.id).join(',')}`)
  const random = seededRandom(seed)
  const pick = weightedPicker(items, random)
  const tiles = Array.from({ length: ROULETTE_LENGTH }, (_, index) =>
    index === ROULETTE_WINNER_INDEX ? winner : (pick() ?? winner),
  )
  const stopOffset = (random() * 2 - 1) * MAX_JITTER
  return { tiles, winnerIndex: ROULETTE_WINNER_INDEX, stopOffset }
}
