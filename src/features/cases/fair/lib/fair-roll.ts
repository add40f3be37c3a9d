/*
 * The provably fair draw, computed in the visitor's browser with the Web Crypto API, apart from the
 * server's own code: the roll is HMAC-SHA256(key: server seed, message: `clientSeed:nonce`), its first
 * 4 bytes as a big-endian unsigned integer over 2^32; the item is the first, in the case's published
 * order, whose cumulative weight exceeds roll × the sum of the weights. docs/fake-backend.md has test vectors.
 */

const encoder = new TextEncoder()

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
}

async function hmacHex(serverSeed: string, clientSeed: string, nonce: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}`)))
}

function rollFromHmac(hmac: string): number {
  return Number.parseInt(hmac.slice(0, 8), 16) / 2 ** 32
}

export interface WeightedItem {
  id: number
  weight: number
}

export interface ItemRange<T extends WeightedItem> {
  item: T
  /** The share of [0, 1) that draws the item: from (inclusive) and to (exclusive). */
  from: number
  to: number
}

/** Each item's share of the rolls, in the order given. */
export function itemRanges<T extends WeightedItem>(items: readonly T[]): ItemRange<T>[] {
  const total = items.reduce((sum, item) => sum + item.weight, 0)
  let cumulative = 0
  return items.map((item) => {
    const from = total === 0 ? 0 : cumulative / total
    cumulative += item.weight
    return { item, from, to: total === 0 ? 0 : cumulative / total }
  })
}

/** Counted in whole weights, as the server draws, so no rounding can pick a neighbour. */
export function pickByRoll<T extends WeightedItem>(items: readonly T[], roll: number): T | null {
  const total = items.reduce((sum, item) => sum + item.weight, 0)
  const target = roll * total
  let cumulative = 0
  for (const item of items) {
    cumulative += item.weight
    if (cumulative > target) return item
  }
  return items.at(-1) ?? null
}

export interface Verification {
  serverSeedHash: string
  hmac: string
  roll: number
}

export async function verifyRoll(serverSeed: string, clientSeed: string, nonce: number): Promise<Verification> {
  const [serverSeedHash, hmac] = await Promise.all([sha256Hex(serverSeed), hmacHex(serverSeed, clientSeed, nonce)])
  return { serverSeedHash, hmac, roll: rollFromHmac(hmac) }
}
