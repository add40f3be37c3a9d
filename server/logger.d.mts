import type { DestinationStream, Logger } from 'pino'
/** The server's JSON logger (pino), on stdout unless a destination is given. */
export function createLogger(level: string, destination?: DestinationStream): Logger
/** Sends console.error/warn/info/log/debug to the logger as JSON lines. */
export function routeConsoleTo(logger: Logger): void
