// One JSON line per event on stdout (pino): what log collectors read without parsing rules.
import { format } from 'node:util'
import pino from 'pino'

/**
 * @param {string} level
 * @param {import('pino').DestinationStream} [destination] stdout unless given (tests read the lines)
 */
export function createLogger(level, destination) {
  const options = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  }
  return destination ? pino(options, destination) : pino(options)
}

/**
 * Node's error for a request whose visitor closed the connection before the answer was sent. The
 * framework reports it as a failure (it has no HTTP status); for the site it is a visitor leaving.
 */
function isVisitorGone(error) {
  return (
    error instanceof Error &&
    error.message === 'aborted' &&
    /** @type {NodeJS.ErrnoException} */ (error).code === 'ECONNRESET'
  )
}

const CONSOLE_LEVELS = /** @type {const} */ ([
  ['error', 'error'],
  ['warn', 'warn'],
  ['info', 'info'],
  ['log', 'info'],
  ['debug', 'debug'],
])

/**
 * What the app and its libraries write with `console` goes into the same JSON log, with its error
 * (stack included) as `err`, so nothing the server prints needs another parser.
 * @param {import('pino').Logger} logger
 */
export function routeConsoleTo(logger) {
  for (const [method, level] of CONSOLE_LEVELS) {
    console[method] = (...args) => {
      const error = args.find((arg) => arg instanceof Error)
      if (isVisitorGone(error)) return logger.debug('the visitor left before the page was sent')
      const message = format(...args.filter((arg) => arg !== error))
      if (error) logger[level]({ err: error }, message || error.message)
      else logger[level](message)
    }
  }
}
