import type { CSSProperties } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocale } from '~/shared/services/app-services'
import { clsx } from '~/shared/lib/clsx'
import { ItemTile } from '~/shared/ui/item-tile/item-tile'
import { rarityColor } from '~/shared/ui/item-tile/rarity-color'
import { ErrorState } from '~/shared/ui/list-states/error-state'
import { itemRanges, pickByRoll, verifyRoll } from '../lib/fair-roll'
import { formatRoll } from '../lib/format-roll'
import { casesKeys } from '../../api/keys'
import styles from './verification-result.module.css'

interface FairResultItem {
  id: number
  marketHashName: string
  price: number
  rarityColor: string
  image: string
  weight: number
}

/** What the server recorded for the drop, to compare the browser's result with. */
export interface RecordedDrop {
  serverSeedHash: string
  clientSeed: string
  nonce: number
  itemId: number
  marketHashName: string
}

/** Which of the typed inputs are not the drop's own: then the item drawn says nothing about the drop. */
type InputMismatch = 'server-seed' | 'client-seed' | 'nonce' | 'client-seed-and-nonce' | null

function inputMismatch(
  recorded: RecordedDrop,
  inputs: { serverSeedHash: string; clientSeed: string; nonce: number },
): InputMismatch {
  if (inputs.serverSeedHash !== recorded.serverSeedHash) return 'server-seed'
  const clientSeedDiffers = inputs.clientSeed !== recorded.clientSeed
  const nonceDiffers = inputs.nonce !== recorded.nonce
  if (clientSeedDiffers && nonceDiffers) return 'client-seed-and-nonce'
  if (clientSeedDiffers) return 'client-seed'
  return nonceDiffers ? 'nonce' : null
}

export interface VerificationResultProps {
  serverSeed: string
  clientSeed: string
  nonce: number
  /** The case's items in their published order, with their weights. */
  items: readonly FairResultItem[]
  recorded: RecordedDrop | null
}

/** The draw recomputed here, in the browser (Web Crypto), step by step, and the item it gives. */
export function VerificationResult({ serverSeed, clientSeed, nonce, items, recorded }: VerificationResultProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const verification = useQuery({
    queryKey: casesKeys.fairRoll(serverSeed, clientSeed, nonce),
    queryFn: () => verifyRoll(serverSeed, clientSeed, nonce),
    staleTime: Infinity,
  })
  if (verification.isError) {
    return (
      <ErrorState
        error={verification.error}
        title={<Trans>This browser cannot compute the check (the Web Crypto API is missing).</Trans>}
      />
    )
  }
  const result = verification.data
  const picked = result ? pickByRoll(items, result.roll) : null
  const hashMatches = result && recorded ? result.serverSeedHash === recorded.serverSeedHash : null
  const itemMatches = picked && recorded ? picked.id === recorded.itemId : null
  const mismatch =
    result && recorded ? inputMismatch(recorded, { serverSeedHash: result.serverSeedHash, clientSeed, nonce }) : null
  return (
    <section className={styles.result} aria-labelledby="fair-result-title" aria-busy={!result}>
      <h3 id="fair-result-title" className={styles.title}>
        <Trans>Result</Trans>
      </h3>
      {!result ? (
        <p role="status">
          <Trans>Checking…</Trans>
        </p>
      ) : (
        <>
          <dl className={styles.steps}>
            <dt>
              <Trans>SHA-256 of the server seed</Trans>
            </dt>
            <dd>
              <code className={styles.code}>{result.serverSeedHash}</code>
              {hashMatches !== null && (
                <span className={clsx(styles.verdict, hashMatches ? styles.ok : styles.bad)}>
                  {hashMatches ? (
                    <Trans>✓ Matches the hash published before the drop.</Trans>
                  ) : (
                    <Trans>✗ Does not match the hash published before the drop.</Trans>
                  )}
                </span>
              )}
            </dd>
            <dt>
              <Trans>
                HMAC-SHA256 of “{clientSeed}:{nonce}”
              </Trans>
            </dt>
            <dd>
              <code className={styles.code}>{result.hmac}</code>
            </dd>
            <dt>
              <Trans>Roll</Trans>
            </dt>
            <dd>
              <Trans>
                0x{result.hmac.slice(0, 8)} / 2^32 = <b>{formatRoll(result.roll, locale)}</b>
              </Trans>
            </dd>
          </dl>
          {picked && (
            <div className={styles.picked}>
              <ItemTile
                name={picked.marketHashName}
                image={picked.image}
                rarityColor={picked.rarityColor}
                price={picked.price}
              />
              <p
                role="status"
                className={clsx(
                  styles.verdict,
                  itemMatches === null ? undefined : itemMatches && !mismatch ? styles.ok : styles.bad,
                )}
              >
                {recorded === null ? (
                  <Trans>These seeds draw {picked.marketHashName}.</Trans>
                ) : mismatch === 'server-seed' ? (
                  <Trans>
                    ✗ Not the drop's server seed: these inputs draw {picked.marketHashName}, which says nothing about
                    the drop.
                  </Trans>
                ) : mismatch === 'client-seed' ? (
                  <Trans>
                    ✗ Not the drop's client seed (it was “{recorded.clientSeed}”): these inputs draw{' '}
                    {picked.marketHashName}, which says nothing about the drop.
                  </Trans>
                ) : mismatch === 'nonce' ? (
                  <Trans>
                    ✗ Not the drop's nonce (it was {recorded.nonce}): these inputs draw {picked.marketHashName}, which
                    says nothing about the drop.
                  </Trans>
                ) : mismatch === 'client-seed-and-nonce' ? (
                  <Trans>
                    ✗ Neither the client seed nor the nonce is the drop's (they were “{recorded.clientSeed}” and{' '}
                    {recorded.nonce}): these inputs draw {picked.marketHashName}, which says nothing about the drop.
                  </Trans>
                ) : itemMatches ? (
                  <Trans>✓ The same item the drop gave: {picked.marketHashName}.</Trans>
                ) : (
                  <Trans>✗ Another item than the drop gave ({recorded.marketHashName}): these are not its seeds.</Trans>
                )}
              </p>
            </div>
          )}
          <div
            className={styles.tableWrap}
            tabIndex={0}
            role="region"
            aria-label={t`Items and their shares of the rolls`}
          >
            <table className={styles.table}>
              <caption className={styles.caption}>
                <Trans>The case's items in their published order, each with its share of the rolls</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Item</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Weight</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Rolls from</Trans>
                  </th>
                  <th scope="col">
                    <Trans>to (not incl.)</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {itemRanges(items).map(({ item, from, to }) => (
                  <tr
                    key={item.id}
                    className={clsx(item.id === picked?.id && styles.hit)}
                    aria-current={item.id === picked?.id ? 'true' : undefined}
                    style={{ '--rarity': rarityColor(item.rarityColor) } as CSSProperties}
                  >
                    <th scope="row" className={styles.name}>
                      {item.marketHashName}
                    </th>
                    <td>{item.weight}</td>
                    <td>{formatRoll(from, locale)}</td>
                    <td>{formatRoll(to, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}
