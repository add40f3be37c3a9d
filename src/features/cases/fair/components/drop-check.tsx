import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { caseQueryOptions } from '../../api/case'
import { dropProofQueryOptions } from '../api/drop-proof'
import type { FairSearch } from '../lib/proof-search'
import type { VerifyInputs } from './verify-form'
import { VerificationResult, type RecordedDrop } from './verification-result'
import { lazyHydrated } from '~/shared/lib/lazy-hydrated'
import styles from './drop-check.module.css'

// The form and the form library (about 17 KB gzip) hydrate after the page's explanation and result.
const VerifyForm = lazyHydrated(() => import('./verify-form').then((module) => module.VerifyForm))

/** For the route's loader: the code of the form, so a navigation shows the page whole. */
export function preloadDropCheckParts(): Promise<void> {
  return VerifyForm.preload()
}

/** The check of what the address names: a recorded drop, or seeds over a case's current items. */
export function DropCheck({ search }: { search: FairSearch }) {
  if (search.drop !== undefined) return <RecordedDropCheck id={search.drop} search={search} />
  const inputs: VerifyInputs = {
    serverSeed: search.serverSeed ?? '',
    clientSeed: search.clientSeed ?? '',
    nonce: search.nonce ?? null,
    case: search.case ?? '',
  }
  return (
    <div className={styles.check}>
      <VerifyForm key={JSON.stringify(inputs)} {...inputs} dropId={null} />
      {search.case && inputs.serverSeed && inputs.clientSeed && inputs.nonce !== null && (
        <CaseItemsResult
          slug={search.case}
          serverSeed={inputs.serverSeed}
          clientSeed={inputs.clientSeed}
          nonce={inputs.nonce}
        />
      )}
    </div>
  )
}

interface SeedsProps {
  serverSeed: string
  clientSeed: string
  nonce: number
}

/** Seeds typed by hand, checked over the case's items as its page lists them now. */
function CaseItemsResult({ slug, ...seeds }: SeedsProps & { slug: string }) {
  const items = useSuspenseQuery(caseQueryOptions(useApi(), slug)).data.items.map((item) => ({
    ...item,
    weight: item.weight ?? 0,
  }))
  return <VerificationResult {...seeds} items={items} recorded={null} />
}

function RecordedDropCheck({ id, search }: { id: number; search: FairSearch }) {
  const drop = useSuspenseQuery(dropProofQueryOptions(useApi(), id)).data
  const inputs: VerifyInputs = {
    serverSeed: search.serverSeed ?? drop.proof.serverSeed ?? '',
    clientSeed: search.clientSeed ?? drop.proof.clientSeed,
    nonce: search.nonce ?? drop.proof.nonce,
    case: drop.caseSlug,
  }
  const recorded: RecordedDrop = {
    serverSeedHash: drop.proof.serverSeedHash,
    clientSeed: drop.proof.clientSeed,
    nonce: drop.proof.nonce,
    itemId: drop.itemId,
    marketHashName: drop.marketHashName,
  }
  return (
    <div className={styles.check}>
      <p>
        <Trans>
          Drop #{drop.id} from the case “{drop.caseTitle}”: {drop.marketHashName}, nonce {drop.proof.nonce}.
        </Trans>
      </p>
      {inputs.serverSeed === '' && (
        <p className={styles.secret} role="note">
          <Trans>
            The server seed of this drop is still secret. Its hash, published before the drop:{' '}
            <code className={styles.code}>{drop.proof.serverSeedHash}</code>. It is revealed when the drop's owner
            changes their seeds in the profile; then this page checks the drop.
          </Trans>
        </p>
      )}
      <VerifyForm key={JSON.stringify(inputs)} {...inputs} dropId={drop.id} />
      {inputs.serverSeed !== '' && inputs.nonce !== null && (
        <VerificationResult
          serverSeed={inputs.serverSeed}
          clientSeed={inputs.clientSeed}
          nonce={inputs.nonce}
          items={drop.items}
          recorded={recorded}
        />
      )}
    </div>
  )
}
