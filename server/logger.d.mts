import type { DestinationStream, Logger } from 'pino'
/** The server's JSON logger (pino), on stdout unless a destination is given. */
export function createLogger(level: string, destination?: DestinationStream): Logger
