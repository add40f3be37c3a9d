import type { Schemas } from '~/api/types'

/** What `/games/fair` checks, from its address: a drop's id and the seeds, nonce and case to verify. */
export interface FairSearch {
  drop?: number
  case?: string
  serverSeed?: string
  clientSeed?: string
  nonce?: number
}

/** The address of a drop's proof: everything the page needs, the server seed once revealed. */
export function proofSearch(dropId: number, caseSlug: string, proof: Schemas['DropProof']): FairSearch {
  return {
    drop: dropId,
    case: caseSlug,
    clientSeed: proof.clientSeed,
    nonce: proof.nonce,
    ...(proof.serverSeed !== null && { serverSeed: proof.serverSeed }),
  }
}
