import { z } from 'zod'
import { id, ms } from './fragments.ts'

/**
 * A user's provably fair seeds (mocks/domain/fair.ts): the secret server seed the server committed
 * to by publishing its hash, the client seed the user chose, and the nonce of the next opening.
 * A user has one pair in use; rotating reveals it (`revealedAtMs`) and starts a new one.
 */
export const seedPairSchema = z.object({
  id,
  userId: id,
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nextNonce: z.number().int().min(0),
  revealedAtMs: ms.nullable(),
})
export type SeedPairRow = z.infer<typeof seedPairSchema>
