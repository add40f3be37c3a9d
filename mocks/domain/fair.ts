import { ClientSeedForm } from '../../src/api/field-rules.gen.ts'
import { nextId, type Db } from '../db/db.ts'
import type { CaseItemRow } from '../db/schema/case-items.ts'
import type { DropRow } from '../db/schema/drops.ts'
import type { Localized } from '../db/schema/fragments.ts'
import type { SeedPairRow } from '../db/schema/seed-pairs.ts'
import type { UserRow } from '../db/schema/users.ts'
import { clock } from '../clock.ts'
import { random } from '../random.ts'
import { invalid, notFound } from './errors.ts'
import { m } from './messages.ts'
import { paginate, type Page } from './pagination.ts'

/**
 * Provably fair drops, by commit and reveal:
 * - the server commits to a secret server seed by publishing its SHA-256 (hex);
 * - the user's client seed is theirs to change; each opening under a pair has the next nonce;
 * - the roll is HMAC-SHA256(key: server seed, message: `clientSeed:nonce`), its first 4 bytes read
 *   as a big-endian unsigned integer over 2^32: a number in [0, 1);
 * - the item is the first one, in the case's published order, whose cumulative weight exceeds
 *   roll × the sum of the weights (`drawItem`);
 * - rotating reveals the server seed, so every drop made under it can be checked against the hash.
 * Everything is Web Crypto, so the service worker, Node and the verifying page compute alike.
 */

const encoder = new TextEncoder()
const CLIENT_SEED = new RegExp(ClientSeedForm.clientSeed.pattern, 'u')

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
}

export async function fairHmac(serverSeed: string, clientSeed: string, nonce: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}`)))
}

/** The first 4 bytes of the HMAC over 2^32. */
export function rollOf(hmacHex: string): number {
  return Number.parseInt(hmacHex.slice(0, 8), 16) / 2 ** 32
}

export async function fairRoll(serverSeed: string, clientSeed: string, nonce: number): Promise<number> {
  return rollOf(await fairHmac(serverSeed, clientSeed, nonce))
}

/** `bytes` random bytes of the seeded source as hex: the same seed of the database gives the same seeds. */
function randomHex(bytes: number): string {
  let text = ''
  for (let index = 0; index < bytes / 4; index++)
    text += Math.floor(random.next() * 2 ** 32)
      .toString(16)
      .padStart(8, '0')
  return text
}

/** Not empty (an empty field keeps the seed, but a field of spaces is no seed) and as the contract says. */
function isClientSeed(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value !== '' &&
    [...value].length <= ClientSeedForm.clientSeed.maxLength &&
    CLIENT_SEED.test(value)
  )
}

async function createPair(db: Db, user: UserRow, clientSeed: string): Promise<SeedPairRow> {
  const serverSeed = randomHex(32)
  return db.seedPairs.create({
    id: nextId(db.seedPairs.all()),
    userId: user.id,
    serverSeed,
    serverSeedHash: await sha256Hex(serverSeed),
    clientSeed,
    nextNonce: 0,
    revealedAtMs: null,
  })
}

/** The pair in use, if the user has one yet (see `currentPair`). */
export function pairInUse(db: Db, user: UserRow): SeedPairRow | null {
  return db.seedPairs.findFirst((q) => q.where({ userId: user.id, revealedAtMs: null })) ?? null
}

/** The pair the user's next opening uses; the first one is made on first need, with a random client seed. */
export async function currentPair(db: Db, user: UserRow): Promise<SeedPairRow> {
  return pairInUse(db, user) ?? createPair(db, user, randomHex(8))
}

/** The user's last revealed pair, if any. */
export function previousPair(db: Db, user: UserRow): SeedPairRow | null {
  const revealed = db.seedPairs.findMany((q) => q.where({ userId: user.id, revealedAtMs: (at) => at !== null }))
  return revealed.reduce<SeedPairRow | null>((last, row) => (last === null || row.id > last.id ? row : last), null)
}

/**
 * Reveals the server seed in use and commits to a new one; the nonce starts over. The client seed
 * becomes `clientSeed` when given, else stays.
 */
export async function rotateSeeds(db: Db, user: UserRow, clientSeed: unknown): Promise<SeedPairRow> {
  const given =
    clientSeed === undefined || clientSeed === null || clientSeed === ''
      ? null
      : typeof clientSeed === 'string'
        ? clientSeed.trim()
        : clientSeed
  if (given !== null && !isClientSeed(given))
    throw invalid({ clientSeed: [m.clientSeedInvalid(ClientSeedForm.clientSeed.maxLength)] })
  const current = pairInUse(db, user)
  if (current) {
    await db.seedPairs.update((q) => q.where({ id: current.id }), {
      data(row) {
        row.revealedAtMs = clock.now()
      },
    })
  }
  return createPair(db, user, given ?? current?.clientSeed ?? randomHex(8))
}

export interface FairDraw {
  pair: SeedPairRow
  nonce: number
  roll: number
}

/** Takes the next nonce of the user's pair and rolls with it. */
export async function nextFairDraw(db: Db, user: UserRow): Promise<FairDraw> {
  const pair = await currentPair(db, user)
  const nonce = pair.nextNonce
  await db.seedPairs.update((q) => q.where({ id: pair.id }), {
    data(row) {
      row.nextNonce = nonce + 1
    },
  })
  return { pair, nonce, roll: await fairRoll(pair.serverSeed, pair.clientSeed, nonce) }
}

/** What a drop's proof shows: the server seed only once its pair is revealed. */
export interface DropProof {
  serverSeedHash: string
  serverSeed: string | null
  clientSeed: string
  nonce: number
}

export function dropProof(db: Db, drop: DropRow): DropProof {
  const pair = db.seedPairs.findFirst((q) => q.where({ id: drop.seedPairId }))
  if (!pair) throw new Error(`drop ${drop.id} has no seed pair`)
  return {
    serverSeedHash: pair.serverSeedHash,
    serverSeed: pair.revealedAtMs === null ? null : pair.serverSeed,
    clientSeed: pair.clientSeed,
    nonce: drop.nonce,
  }
}

/** A drop as lists show it: with its case and its proof. */
export interface DropView {
  drop: DropRow
  caseSlug: string
  caseTitle: Localized
  proof: DropProof
}

/** A drop in the last-drops feed: with who opened it. */
export interface LastDrop extends DropView {
  user: UserRow
}

export function dropView(db: Db, drop: DropRow): DropView {
  const caseRow = db.cases.findFirst((q) => q.where({ id: drop.caseId }))
  if (!caseRow) throw new Error(`drop ${drop.id} has no case`)
  return { drop, caseSlug: caseRow.slug, caseTitle: caseRow.title, proof: dropProof(db, drop) }
}

/** The user's drops, newest first. */
export function profileDrops(db: Db, user: UserRow, page: number): Page<DropView> {
  const rows = db.drops.findMany((q) => q.where({ userId: user.id })).sort((a, b) => b.atMs - a.atMs || b.id - a.id)
  const result = paginate(rows, page)
  return { ...result, items: result.items.map((drop) => dropView(db, drop)) }
}

export interface FairnessView {
  pair: SeedPairRow
  previous: SeedPairRow | null
}

export async function fairnessOf(db: Db, user: UserRow): Promise<FairnessView> {
  return { pair: await currentPair(db, user), previous: previousPair(db, user) }
}

/** The drop of a path's id; anything but a whole number from 1 is no drop. */
export function dropById(db: Db, rawId: string | undefined): DropRow {
  const drop =
    rawId && /^[1-9]\d{0,14}$/.test(rawId) ? db.drops.findFirst((q) => q.where({ id: Number(rawId) })) : undefined
  if (!drop) throw notFound(m.dropNotFound)
  return drop
}

/** The fields of the items a drop was drawn over, kept with the drop. */
export function itemsAtDraw(items: readonly CaseItemRow[]): DropRow['itemsAtDraw'] {
  return items.map(({ id, marketHashName, priceCents, rarityColor, image, weight }) => ({
    id,
    marketHashName,
    priceCents,
    rarityColor,
    image,
    weight,
  }))
}
