import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { makeCaseItem } from '@testing/fixtures/props'
import { withFrame } from '@testing/stories/with-frame'
import { CaseRoulette } from './case-roulette'

/** A case like the seeded ones: cheap items likely, a rare one now and then. */
const items: Schemas['CaseItem'][] = [
  makeCaseItem({
    id: 1,
    marketHashName: 'P250 | Sand Dune (Field-Tested)',
    price: 0.35,
    rarityColor: '#b0c3d9',
    chance: 0.5,
  }),
  makeCaseItem({
    id: 2,
    marketHashName: 'AK-47 | Slate (Field-Tested)',
    price: 3.12,
    rarityColor: '#4b69ff',
    chance: 0.3,
  }),
  makeCaseItem({
    id: 3,
    marketHashName: 'M4A1-S | Decimator (Minimal Wear)',
    price: 32.12,
    rarityColor: '#8847ff',
    chance: 0.15,
  }),
  makeCaseItem({
    id: 4,
    marketHashName: 'AWP | Asiimov (Field-Tested)',
    price: 112.68,
    rarityColor: '#eb4b4b',
    chance: 0.05,
  }),
]
const winner = items[2] ?? makeCaseItem()

function strip(canvasElement: HTMLElement): HTMLElement {
  const root = canvasElement.querySelector<HTMLElement>('[data-state]')
  if (!root) throw new Error('the roulette is not rendered')
  return root
}

function winnerTile(canvasElement: HTMLElement): HTMLElement {
  const tile = canvasElement.querySelector<HTMLElement>('[data-winner]')
  if (!tile) throw new Error('the strip has no winner tile')
  return tile
}

/** What moved the track by a CSS transition, from before the story's first render. */
const trackTransitions: string[] = []

function recordTrackTransition(event: TransitionEvent) {
  if (event.target instanceof HTMLUListElement && event.target.closest('[data-state]'))
    trackTransitions.push(event.propertyName)
}

/** The stylesheets' reduced-motion rules, as they apply when the browser is asked for less motion. */
function reducedMotionRules(): string[] {
  return Array.from(document.styleSheets).flatMap((sheet) =>
    readableRules(sheet).flatMap((rule) =>
      rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion: reduce')
        ? Array.from(rule.cssRules, (inner) => inner.cssText)
        : [],
    ),
  )
}

function readableRules(sheet: CSSStyleSheet): CSSRule[] {
  try {
    return Array.from(sheet.cssRules)
  } catch {
    // Another origin's stylesheet cannot be read, and holds none of the app's rules.
    return []
  }
}

/**
 * Pretends the visitor asked for less motion, for one story: matchMedia says so and the app's
 * reduced-motion CSS applies (a story cannot make the browser emulate the media feature).
 */
function withReducedMotion() {
  const original = window.matchMedia.bind(window)
  window.matchMedia = (query: string) => {
    const list = original(query)
    if (!query.includes('prefers-reduced-motion')) return list
    return new Proxy(list, {
      get: (target, key) => {
        if (key === 'matches') return true
        const value: unknown = Reflect.get(target, key, target)
        return typeof value === 'function' ? (value.bind(target) as unknown) : value
      },
    })
  }
  const style = document.createElement('style')
  style.textContent = reducedMotionRules().join('\n')
  document.head.append(style)
  trackTransitions.length = 0
  document.addEventListener('transitionrun', recordTrackTransition, true)
  return () => {
    window.matchMedia = original
    style.remove()
    document.removeEventListener('transitionrun', recordTrackTransition, true)
  }
}

/** Transitions started by a change are reported at the next frame: two frames have surely passed that point. */
function twoFrames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
}

const meta = {
  component: CaseRoulette,
  decorators: [withFrame(1100)],
  args: { items, winner, onLanded: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof CaseRoulette>

export default meta
type Story = StoryObj<typeof meta>

/** Running: the strip moves past the marker, the server's item waits at its place, Skip is offered. */
export const Spinning: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(strip(canvasElement)).toHaveAttribute('data-state', 'spinning')
    await expect(canvas.getByRole('button', { name: 'Skip' })).toHaveFocus()
    // Decoration for the eyes; the page's live region says what was won.
    await expect(canvasElement.querySelector('[aria-hidden="true"] ul')).not.toBeNull()
    await expect(winnerTile(canvasElement)).toHaveTextContent(winner.marketHashName)
    await expect(args.onLanded).not.toHaveBeenCalled()
  },
}

/** Skip lands at once: the strip stops on the server's item, which is named under it. */
export const Landed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(strip(canvasElement)).toHaveAttribute('data-state', 'landed'))
    await expect(args.onLanded).toHaveBeenCalledTimes(1)
    await expect(canvas.queryByRole('button', { name: 'Skip' })).toBeNull()
    await expect(canvas.getByText(winner.marketHashName, { selector: 'span:not(li *)' })).toBeVisible()
    await expect(canvas.getByText('32.12 coins')).toBeVisible()
    // The marker (the viewport's middle) is over the winner's tile.
    const viewport = canvasElement.querySelector('[aria-hidden="true"]')?.getBoundingClientRect()
    const tile = winnerTile(canvasElement).getBoundingClientRect()
    const middle = (viewport?.left ?? 0) + (viewport?.width ?? 0) / 2
    await expect(tile.left).toBeLessThan(middle)
    await expect(tile.right).toBeGreaterThan(middle)
  },
}

/** With reduced motion asked for, there is no run at all: the strip is stopped on the item from the start. */
export const ReducedMotion: Story = {
  beforeEach: withReducedMotion,
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(strip(canvasElement)).toHaveAttribute('data-state', 'landed'))
    await expect(args.onLanded).toHaveBeenCalled()
    await expect(within(canvasElement).queryByRole('button', { name: 'Skip' })).toBeNull()
    await expect(reducedMotionRules()).not.toEqual([])
    // Not even a 0.01 ms transition moved the track to the item: it was put there.
    await twoFrames()
    await expect(trackTransitions).toEqual([])
    await expect(canvasElement.querySelector('[data-state] ul')?.getAnimations()).toEqual([])
  },
}

/** A phone: fewer, smaller tiles in view; Skip stays reachable under the strip. */
export const Phone: Story = {
  decorators: [withFrame(375)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Skip' })).toBeVisible()
  },
}

export const RussianSpinning: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Пропустить' })).toBeVisible()
  },
}

export const RussianLanded: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Пропустить' }))
    await waitFor(() => expect(strip(canvasElement)).toHaveAttribute('data-state', 'landed'))
    await expect(canvas.getByText('32,12 монеты')).toBeVisible()
  },
}
