import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it, onTestFinished } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const contract = readFileSync(join(root, 'openapi/openapi.yaml'), 'utf8')

/** The CLI in the project's root, as `npm run api:breaking --` runs it; its exit code and output. */
async function apiBreaking(...args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/api-breaking/cli.ts', ...args], {
      cwd: root,
    })
    return { code: 0, stdout }
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string }
    return { code, stdout: stdout + stderr }
  }
}

function baseFile(text: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'api-breaking-cli-'))
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }))
  const file = join(folder, 'base.yaml')
  writeFileSync(file, text)
  return file
}

// About a second of CPU each (oasdiff, the contract's 10,000 lines); on a busy shared machine 15 s were seen.
describe('npm run api:breaking', { timeout: 60_000 }, () => {
  it('passes when the contract is the base', async () => {
    const { code, stdout } = await apiBreaking('--base-file', baseFile(contract))
    expect(stdout).toContain('No changes.')
    expect(code).toBe(0)
  })

  it('exits 1 with a JSON report when an operation of the base is gone', async () => {
    const extraOperation = `  /gone:\n    get:\n      operationId: gone\n      responses:\n        '204': { description: Gone. }\n`
    const { code, stdout } = await apiBreaking(
      '--base-file',
      baseFile(contract.replace('paths:\n', `paths:\n${extraOperation}`)),
      '--json',
    )
    expect(code).toBe(1)
    expect(JSON.parse(stdout)).toMatchObject({
      revision: 'openapi/openapi.yaml',
      breaking: [
        {
          operation: { method: 'GET', path: '/gone', operationId: 'gone' },
          check: 'api-path-removed-without-deprecation',
        },
      ],
      accepted: [],
    })
  })

  it('refuses two bases', async () => {
    const { code, stdout } = await apiBreaking('--base', 'HEAD', '--base-file', 'x.yaml')
    expect(stdout).toContain('give --base or --base-file, not both')
    expect(code).toBe(2)
  })
})
