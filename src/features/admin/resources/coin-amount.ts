/**
 * An amount of coins as an admin types it, signed, with a comma or a point: `-12,5` → -12.5,
 * `+3` → 3. Null when it is not a number; whether it has at most two decimals and stays in
 * bounds is the server's to say (its message lands on the field).
 */
export function parseCoinAmount(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.')
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalized)) return null
  return Number(normalized)
}
