/**
 * A pure function of a short string, computed once per distinct argument and then looked up:
 * for work every render repeats on the same few values (parsing an address, a badge's contrast).
 * It holds results only, never state, and at most `limit` of them (the oldest go first), so
 * whatever the API sends, it stays small; longer arguments are computed every time.
 */
export function memoizeByString<T>(compute: (key: string) => T, limit = 500, longestKey = 2048): (key: string) => T {
  const results = new Map<string, T>()
  return (key) => {
    if (key.length > longestKey) return compute(key)
    const known = results.get(key)
    if (known !== undefined || results.has(key)) return known as T
    const result = compute(key)
    if (results.size >= limit) results.delete(results.keys().next().value as string)
    results.set(key, result)
    return result
  }
}
