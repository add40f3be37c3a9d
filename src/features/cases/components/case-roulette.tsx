import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { clsx } from '~/shared/lib/clsx'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { Button } from '~/shared/ui/button/button'
import { Coins } from '~/shared/ui/coins/coins'
import { rarityColor } from '~/shared/ui/item-tile/rarity-color'
import { buildRouletteStrip } from '../lib/roulette-strip'
import styles from './case-roulette.module.css'

type CaseItem = Schemas['CaseItem']

/** Long enough to feel the slow-down, short enough not to bore: the best case sites spin 4-7 s. */
const SPIN_MS = 5_000
/** A fast start and a long, soft stop, like a wheel running down. */
const SPIN_EASING = 'cubic-bezier(0.08, 0.6, 0.14, 1)'

/** Also read while rendering: the roulette only ever renders in the browser, after an opening. */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

export interface CaseRouletteProps {
  /** The case's items, for the filler. */
  items: readonly CaseItem[]
  /** The item the server dropped: where the strip stops. */
  winner: CaseItem
  /** Called once, when the strip has stopped (at its end, on Skip, or at once with reduced motion). */
  onLanded: () => void
}

/**
 * The opening moment: a strip of the case's items runs past a marker and slows down onto the
 * item the server dropped. Only the track's transform moves (one Web Animation, on the
 * compositor), after a single layout read of where the winner sits. Skip, reduced motion, and
 * browsers without Web Animations land at once. The strip is decoration (aria-hidden): the
 * page's live region says what was won.
 */
export function CaseRoulette({ items, winner, onLanded }: CaseRouletteProps) {
  const strip = useMemo(() => buildRouletteStrip(items, winner), [items, winner])
  const viewportRef = useRef<HTMLDivElement>(null)
  const trackRef = useRef<HTMLUListElement>(null)
  const skipRef = useRef<HTMLButtonElement>(null)
  const animationRef = useRef<Animation | null>(null)
  const onLandedRef = useRef(onLanded)
  // Reduced motion starts landed, so not even Skip flashes up.
  const [landed, setLanded] = useState(prefersReducedMotion)

  useEffect(() => {
    onLandedRef.current = onLanded
  }, [onLanded])

  useEffect(() => {
    const viewport = viewportRef.current
    const track = trackRef.current
    const tile = track?.children[strip.winnerIndex]
    if (!viewport || !track || !(tile instanceof HTMLElement)) return
    // The one layout read: where the stop point in the winner's tile is, against the marker in the middle.
    const distance = tile.offsetLeft + tile.offsetWidth * (0.5 + strip.stopOffset) - viewport.clientWidth / 2
    const end = `translate3d(${-Math.round(distance)}px, 0, 0)`
    let done = false
    const land = () => {
      if (done) return
      done = true
      track.style.transform = end
      setLanded(true)
      onLandedRef.current()
    }
    if (prefersReducedMotion() || typeof track.animate !== 'function') {
      land()
      return
    }
    const animation = track.animate([{ transform: 'translate3d(0, 0, 0)' }, { transform: end }], {
      duration: SPIN_MS,
      easing: SPIN_EASING,
      fill: 'forwards',
    })
    animationRef.current = animation
    animation.addEventListener('finish', land)
    // Whoever pressed Open is on the button that just went away: Skip is where they can act now.
    skipRef.current?.focus({ preventScroll: true })
    return () => {
      animation.removeEventListener('finish', land)
      animation.cancel()
      animationRef.current = null
    }
  }, [strip])

  return (
    <div className={styles.roulette} data-state={landed ? 'landed' : 'spinning'}>
      <div ref={viewportRef} className={styles.viewport} aria-hidden="true">
        <ul ref={trackRef} className={styles.track}>
          {strip.tiles.map((tile, index) => {
            const image = safeImageUrl(tile.image)
            const isWinner = index === strip.winnerIndex
            return (
              <li
                // The strip never changes while shown, so a position is a stable key.
                key={index}
                className={clsx(styles.tile, isWinner && styles.winner)}
                style={{ '--rarity': rarityColor(tile.rarityColor) } as CSSProperties}
                data-winner={isWinner || undefined}
              >
                {image && <img className={styles.image} src={image} alt="" decoding="async" />}
                <span className={styles.name}>{tile.marketHashName}</span>
              </li>
            )
          })}
        </ul>
        <span className={styles.marker} />
      </div>
      {/* One row for Skip, then for what was won: the page below does not jump when the strip stops. */}
      <div className={styles.footer}>
        {landed ? (
          <p className={styles.result} style={{ '--rarity': rarityColor(winner.rarityColor) } as CSSProperties}>
            <span className={styles.resultName}>{winner.marketHashName}</span>{' '}
            <Coins amount={winner.price} className={styles.resultPrice} />
          </p>
        ) : (
          <Button
            ref={skipRef}
            variant="secondary"
            size="sm"
            className={styles.skip}
            onClick={() => animationRef.current?.finish()}
          >
            <Trans>Skip</Trans>
          </Button>
        )}
      </div>
    </div>
  )
}
