/**
 * How much the seed makes. By default exactly what every test and story is written against;
 * a host may ask for more cards and trades (`FAKE_CARDS`, `FAKE_TRADES` for `api:serve` and
 * the dev server) to see the fake backend at a real site's scale. The extra rows come after
 * everything else (mocks/db/seed/bulk.ts), so the default rows stay the same at any size.
 */
export interface SeedSize {
  /** All cards, the default ones included; fewer than the default means the default. */
  cards: number
  /** All trades, the default ones included. */
  trades: number
}

const asked: Partial<SeedSize> = {}

/** Sets the size of the next seedings (a reset keeps it); unset keys go back to the default. */
export function setSeedSize(size: Partial<SeedSize>): void {
  asked.cards = size.cards
  asked.trades = size.trades
}

export function seedSize(): Partial<SeedSize> {
  return { ...asked }
}

const LARGEST = 1_000_000

function count(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > LARGEST)
    throw new Error(`${name} must be a whole number from 0 to ${LARGEST}, not ${JSON.stringify(raw)}`)
  return value
}

/** `FAKE_CARDS` and `FAKE_TRADES` from a host's environment; a value that is not a count stops the host. */
export function seedSizeFromEnv(env: Record<string, string | undefined>): Partial<SeedSize> {
  return { cards: count('FAKE_CARDS', env.FAKE_CARDS), trades: count('FAKE_TRADES', env.FAKE_TRADES) }
}
