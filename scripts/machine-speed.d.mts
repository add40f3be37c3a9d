export const REFERENCE_MACHINE: { benchmarkIndex: number; cpuSlowdown: number }

export function calibratedCpuSlowdown(benchmarkIndex: number): number
