import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { createLogger, routeConsoleTo } from './logger.mjs'

const original = { ...console }
afterEach(() => Object.assign(console, original))

function capture() {
  const lines: Array<Record<string, unknown>> = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  return { logger: createLogger('debug', destination), lines }
}

const flush = () => new Promise((resolve) => setImmediate(resolve))

describe('routeConsoleTo', () => {
  it("turns the app's console output into JSON lines, errors with their stack", async () => {
    const { logger, lines } = capture()
    routeConsoleTo(logger)
    console.error('[core] initial data load failed:', new Error('API down'))
    console.warn('slow: %d ms', 1200)
    await flush()
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: '[core] initial data load failed:',
      err: { message: 'API down', type: 'Error' },
    })
    expect((lines[0]?.err as { stack: string }).stack).toContain('logger.test.ts')
    expect(lines[1]).toMatchObject({ level: 'warn', msg: 'slow: 1200 ms' })
  })

  it('says a visitor left, at debug level, instead of an error with a stack', async () => {
    const { logger, lines } = capture()
    routeConsoleTo(logger)
    console.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))
    await flush()
    expect(lines).toEqual([
      expect.objectContaining({ level: 'debug', msg: 'the visitor left before the page was sent' }),
    ])
  })
})
