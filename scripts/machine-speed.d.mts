export const REFERENCE_MACHINE: { benchmarkIndex: number; cpuSlowdown: number }

export function calibratedCpuSlowdown(benchmarkIndex: number): number

export function forcedCpuSlowdown(): number | undefined
