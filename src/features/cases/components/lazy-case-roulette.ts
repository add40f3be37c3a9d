import { lazy } from 'react'

const load = () => import('./case-roulette')

/**
 * The roulette is code only an opening needs: its own chunk, loaded on the case page when the
 * visitor starts an opening (`preloadCaseRoulette`), so it arrives while the server answers.
 */
export const LazyCaseRoulette = lazy(() => load().then((module) => ({ default: module.CaseRoulette })))

export function preloadCaseRoulette(): void {
  // A failed load shows up when the roulette renders, through the page's error boundary.
  load().catch(() => undefined)
}
