import type { Preview } from '@storybook/react-vite'
import { personaNames } from '../mocks/personas.ts'
import { isScenarioName, scenarioNames } from '../mocks/scenarios.ts'

/**
 * The toolbar's say over the fake backend, next to the locale: who is signed in, the scenario
 * the state starts from and the clock, applied over its control API before each story renders.
 */
export const PERSONAS = ['guest', ...personaNames] as const

/** The toolbar's default: each story's own `parameters.scenario` (or `default`). */
const STORY_SCENARIO = 'story'

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS

/** Where the clock stands: the seed's start (CLOCK_START_MS), frozen as stories always had it, or moved on. */
const CLOCK_PRESETS = {
  start: { title: 'Seed start, frozen', query: null },
  running: { title: 'Seed start, running', query: 'mode=running' },
  'plus-1h': { title: '+1 hour, frozen', query: `advanceMs=${HOUR_MS}` },
  'plus-1d': { title: '+1 day, frozen', query: `advanceMs=${DAY_MS}` },
  'plus-7d': { title: '+7 days, frozen', query: `advanceMs=${7 * DAY_MS}` },
  'plus-30d': { title: '+30 days, frozen', query: `advanceMs=${30 * DAY_MS}` },
} as const
type ClockPreset = keyof typeof CLOCK_PRESETS

function isClockPreset(value: unknown): value is ClockPreset {
  return typeof value === 'string' && Object.hasOwn(CLOCK_PRESETS, value)
}

export const fakeBackendGlobals: Required<Pick<Preview, 'initialGlobals' | 'globalTypes'>> = {
  initialGlobals: { persona: 'guest', scenario: STORY_SCENARIO, clock: 'start' },
  globalTypes: {
    persona: {
      description: 'Who is signed in to the fake backend',
      toolbar: {
        title: 'Persona',
        icon: 'user',
        items: PERSONAS.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
    scenario: {
      description: 'The fake backend state every story starts from (over the story’s own)',
      toolbar: {
        title: 'Scenario',
        icon: 'database',
        items: [
          { value: STORY_SCENARIO, title: 'Story’s own scenario' },
          ...scenarioNames.map((value) => ({ value, title: value })),
        ],
        dynamicTitle: true,
      },
    },
    clock: {
      description: 'The fake backend’s clock',
      toolbar: {
        title: 'Clock',
        icon: 'time',
        items: Object.entries(CLOCK_PRESETS).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
}

/**
 * Resets the fake backend for a story: the toolbar scenario (else the story's), the clock preset
 * and the toolbar persona signed in on top.
 */
export async function prepareFakeBackend(
  globals: Record<string, unknown>,
  storyScenario: unknown,
  control: (path: string) => Promise<void>,
): Promise<void> {
  const scenario =
    globals.scenario !== undefined && globals.scenario !== STORY_SCENARIO
      ? globals.scenario
      : (storyScenario ?? 'default')
  if (!isScenarioName(scenario)) throw new Error(`Unknown scenario ${JSON.stringify(scenario)}: see mocks/scenarios.ts`)
  const clock = isClockPreset(globals.clock) ? globals.clock : 'start'
  // The clock's mode outlives a reset (mocks/handlers/control.ts), and a story may have let it
  // run (from a running preset, or through the control panel's own buttons): freeze it first.
  await control('clock?mode=frozen')
  await control(`reset?scenario=${scenario}`)
  const { query } = CLOCK_PRESETS[clock]
  if (query) await control(`clock?${query}`)
  const persona = typeof globals.persona === 'string' ? globals.persona : 'guest'
  if (persona !== 'guest') await control(`sign-in?persona=${persona}`)
}
