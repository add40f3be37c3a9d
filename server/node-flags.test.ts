import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from './node-flags.mjs'

describe('the production server’s Node flags', () => {
  it('are what `npm start` passes, so the bench and the tests measure the server operators run', () => {
    const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(scripts.start).toBe(['node', ...SERVER_NODE_FLAGS, 'server/start.mjs'].join(' '))
  })
})
