export interface LighthouseRow {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  tbtMs: number
  lcpMs: number
}

export function withinLighthouseBudget(row: LighthouseRow): boolean
