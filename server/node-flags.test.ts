import { spawnSync } from 'node:child_process'
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

  it('are all known to this Node, which refuses to start with a flag its V8 dropped', () => {
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', 'process.stdout.write("started")'], {
      encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    expect(run.stdout).toBe('started')
  })
})
