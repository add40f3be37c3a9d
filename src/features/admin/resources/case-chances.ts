/**
 * Each item's chance of dropping, as the public case page shows and the draw uses: its weight
 * over the sum of the case's weights. A weight not (yet) a whole number of at least 1 counts as
 * none and has no chance; with no valid weight at all, no item has one.
 */
export function itemChances(weights: ReadonlyArray<number | null>): Array<number | null> {
  const valid = weights.map((weight) => (weight !== null && Number.isInteger(weight) && weight >= 1 ? weight : null))
  const total = totalWeight(weights)
  return valid.map((weight) => (weight === null || total === 0 ? null : weight / total))
}

/** The sum of the valid weights. */
export function totalWeight(weights: ReadonlyArray<number | null>): number {
  return weights.reduce<number>(
    (sum, weight) => (weight !== null && Number.isInteger(weight) && weight >= 1 ? sum + weight : sum),
    0,
  )
}
