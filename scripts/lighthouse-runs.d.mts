export interface LighthouseRow {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  tbtMs: number
  lcpMs: number
}

export function withinLighthouseBudget(row: LighthouseRow): boolean

export interface LanternTask {
  startMs: number
  endMs: number
  laysOut: boolean
  paints: boolean
}

export function firstRenderInLantern(
  tasks: LanternTask[],
  firstPaintMs: number,
): { renderMs: number; renderCountedMs: number; cpuBeforeRenderMs: number } | null
