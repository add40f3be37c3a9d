/**
 * The one seeded random source of the fake backend's rules (the draw of a case's item).
 * mulberry32: tiny, fast and identical in every JavaScript host.
 */
let current = 0

export const random = {
  seed(seed: number): void {
    current = seed >>> 0
  },
  /** Where the sequence is now; `seed(state())` later carries on from here. */
  state(): number {
    return current
  },
  /** A float in [0, 1). */
  next(): number {
    current = (current + 0x6d2b79f5) >>> 0
    let t = current
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  },
}
