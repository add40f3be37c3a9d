// How fast this machine is, by Lighthouse's own measure (`benchmarkIndex`), and how much to slow
// the CPU so that it plays the machine the wake-up budgets are set on: issue 28's 2-core machine,
// whose index was 1246, under Lighthouse's 4x slowdown. A fixed 4x on a machine twice as fast
// emulates a phone twice as fast: the same build scored 0.96-0.99 (TBT 42-115 ms) at index
// 1750-2670 and 0.81-0.85 (TBT 580-710 ms) at 975-1405. Slowed in proportion to its index,
// every machine emulates the same phone, and the budgets mean the same everywhere.
// Alone: node scripts/machine-speed.mjs
import { chromium } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { chromiumArgs, chromiumExecutable } from './chromium.ts'

/** The machine of issue 28's budgets, at Lighthouse's default mobile slowdown. */
export const REFERENCE_MACHINE = { benchmarkIndex: 1246, cpuSlowdown: 4 }

/** The CPU slowdown that makes a machine of `benchmarkIndex` as fast as the reference one at 4x (one decimal). */
export function calibratedCpuSlowdown(benchmarkIndex) {
  const slowdown = (REFERENCE_MACHINE.cpuSlowdown * benchmarkIndex) / REFERENCE_MACHINE.benchmarkIndex
  return Math.max(1, Math.round(slowdown * 10) / 10)
}

/** Lighthouse's benchmark, run `runs` times in a blank page of the harnesses' Chromium: the median index. */
async function measureBenchmarkIndex({ runs = 7 } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
  try {
    const page = await browser.newPage()
    const indexes = []
    for (let run = 0; run < runs; run++) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex))
    return indexes.sort((a, b) => a - b)[Math.floor(runs / 2)]
  } finally {
    await browser.close()
  }
}

/** The slowdown `MACHINE_CPU_SLOWDOWN` sets for every run, or undefined. */
export function forcedCpuSlowdown() {
  const forced = Number(process.env.MACHINE_CPU_SLOWDOWN)
  return forced > 0 ? forced : undefined
}

/** This machine's index and the slowdown that calibrates it; `MACHINE_CPU_SLOWDOWN` overrides the slowdown. */
export async function calibrateMachine() {
  const benchmarkIndex = await measureBenchmarkIndex()
  return { benchmarkIndex, cpuSlowdown: forcedCpuSlowdown() ?? calibratedCpuSlowdown(benchmarkIndex) }
}

export function describeCalibration({ benchmarkIndex, cpuSlowdown }) {
  return (
    `this machine's benchmarkIndex ${Math.round(benchmarkIndex)}: the CPU is slowed ${cpuSlowdown}x, ` +
    `as the reference machine (index ${REFERENCE_MACHINE.benchmarkIndex}) is at ${REFERENCE_MACHINE.cpuSlowdown}x`
  )
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(describeCalibration(await calibrateMachine()))
