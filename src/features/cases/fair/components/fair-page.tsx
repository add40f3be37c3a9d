import { Trans } from '@lingui/react/macro'
import { QueryBoundary } from '~/shared/ui/list-states/query-boundary'
import { ListSkeleton } from '~/shared/ui/list-states/list-skeleton'
import type { FairSearch } from '../lib/proof-search'
import { DropCheck } from './drop-check'
import { Panel } from '~/shared/ui/panel/panel'
import styles from './fair-page.module.css'

/** `/games/fair`: how a drop is drawn, in plain words, and a check of any drop in the browser. */
export function FairPage({ search }: { search: FairSearch }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Provably fair drops</Trans>
      </h1>
      <Panel title={<Trans>How a drop is drawn</Trans>} className={styles.prose}>
        <p>
          <Trans>
            Nobody, not even we, can choose your item after you click “Open”. Here is why, and how you can check it
            yourself.
          </Trans>
        </p>
        <ol className={styles.steps}>
          <li>
            <Trans>
              Before you open anything, the server picks a secret <b>server seed</b> and shows you its SHA-256 hash. The
              hash fixes the seed: a different seed would give a different hash.
            </Trans>
          </li>
          <li>
            <Trans>
              You have a <b>client seed</b> of your own, which you may change in your profile at any time, and each
              opening has a number, the <b>nonce</b>: 0, 1, 2 and so on.
            </Trans>
          </li>
          <li>
            <Trans>
              The roll is HMAC-SHA256 of “client seed:nonce” with the server seed as the key. Its first 4 bytes, divided
              by 2^32, give a number from 0 to 1.
            </Trans>
          </li>
          <li>
            <Trans>
              The case's items, in the order its page lists them, split 0–1 by their weights (the chances the page
              shows). The item whose share holds the roll is your drop.
            </Trans>
          </li>
          <li>
            <Trans>
              When you change your seeds, the old server seed is revealed. Check that it gives the published hash and
              the very items you got.
            </Trans>
          </li>
        </ol>
      </Panel>
      <Panel title={<Trans>Check a drop</Trans>} className={styles.prose}>
        <QueryBoundary fallback={<ListSkeleton count={3} />} errorTitle={<Trans>Could not load what to check</Trans>}>
          <DropCheck search={search} />
        </QueryBoundary>
      </Panel>
    </div>
  )
}
