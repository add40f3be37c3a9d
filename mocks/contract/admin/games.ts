import type { Call } from '../call.ts'

/** Cases, tasks, promocodes, giveaways, rewards, notifications, users (balance, ledger, trades), roles. */

export const gameCalls: Call[] = []

export const gameErrorCalls: Call[] = []
