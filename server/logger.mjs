// One JSON line per event on stdout (pino): what log collectors read without parsing rules.
import pino from 'pino'

/**
 * @param {string} level
 * @param {import('pino').DestinationStream} [destination] stdout unless given (tests read the lines)
 */
export function createLogger(level, destination) {
  const options = { level, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } }
  return destination ? pino(options, destination) : pino(options)
}
