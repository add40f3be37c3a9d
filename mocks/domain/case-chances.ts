/** Chances are published in basis points: 0.01 %, the two decimals a case page shows. */
const BASIS_POINTS = 10_000

/**
 * The chances a case page publishes for weights in the order given: each weight's share
 * rounded to 0.01 % by the largest-remainder method, so the percentages shown add up to
 * exactly 100 % instead of 99.99 % or 100.01 %. Ties in the remainder go to the heavier
 * weight, then to the earlier one, so the result never depends on sorting quirks.
 *
 * A positive share too small to reach 0.005 % would round to nothing, which would tell the
 * visitor the item cannot drop: it keeps its exact value (shown as "< 0.01 %") and takes no
 * basis point from the others. Zero and negative weights have no chance.
 */
export function publishedChances(weights: readonly number[]): number[] {
  const valid = weights.map((weight) => (weight > 0 ? weight : 0))
  const total = valid.reduce((sum, weight) => sum + weight, 0)
  if (total === 0) return valid.map(() => 0)

  const exact = valid.map((weight) => (weight / total) * BASIS_POINTS)
  const tiny = exact.map((points) => points > 0 && points < 0.5)
  // The tiny ones' share is left out; the rest split all the basis points between them.
  const shownTotal = valid.reduce((sum, weight, index) => (tiny[index] ? sum : sum + weight), 0)
  const shares = valid.map((weight, index) => (tiny[index] ? 0 : (weight / shownTotal) * BASIS_POINTS))
  const points = shares.map(Math.floor)
  let left = BASIS_POINTS - points.reduce((sum, value) => sum + value, 0)
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share - Math.floor(share), weight: valid[index] ?? 0 }))
    .filter(({ weight, index }) => weight > 0 && !tiny[index])
    .sort((a, b) => b.remainder - a.remainder || b.weight - a.weight || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left === 0) break
    points[index] = (points[index] ?? 0) + 1
    left--
  }
  return points.map((value, index) => (tiny[index] ? (valid[index] ?? 0) / total : value / BASIS_POINTS))
}
