import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { resolveBase } from './base.ts'

const contract = 'openapi/openapi.yaml'

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'api-breaking-'))
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }))
  return folder
}

/** A repository of its own in a temp folder, on a first branch of the given name. */
function repository(branch: string) {
  const cwd = tempFolder()
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd,
      encoding: 'utf8',
    }).trim()
  git('init', '--quiet', `--initial-branch=${branch}`)
  mkdirSync(join(cwd, 'openapi'))
  const commit = (text: string) => {
    writeFileSync(join(cwd, contract), text)
    git('add', contract)
    git('commit', '--quiet', '--message', text)
    return git('rev-parse', '--short=7', 'HEAD')
  }
  return {
    cwd,
    git,
    commit,
    base: (options: { ref?: string; file?: string } = {}) => resolveBase({ contract, cwd, ...options }),
  }
}

describe('resolveBase', () => {
  it('on main: the last commit, so only uncommitted changes count', () => {
    const repo = repository('main')
    repo.commit('v1')
    writeFileSync(join(repo.cwd, contract), 'v2, not committed')
    expect(repo.base()).toEqual({ label: 'main (merge base HEAD: uncommitted changes only)', text: 'v1' })
  })

  it('on a branch: where it left main, not what main has become since', () => {
    const repo = repository('main')
    const first = repo.commit('v1')
    repo.git('switch', '--quiet', '--create', 'feature')
    repo.commit('v2 on the branch')
    repo.git('switch', '--quiet', 'main')
    repo.commit('v3 on main')
    repo.git('switch', '--quiet', 'feature')
    expect(repo.base()).toEqual({ label: `main (merge base ${first})`, text: 'v1' })
  })

  it('prefers the remote main to a local one', () => {
    const repo = repository('main')
    const first = repo.commit('v1')
    repo.git('update-ref', 'refs/remotes/origin/main', 'HEAD')
    repo.commit('v2, not pushed')
    expect(repo.base()).toEqual({ label: `origin/main (merge base ${first})`, text: 'v1' })
  })

  it('without a main branch: the last commit', () => {
    const repo = repository('trunk')
    const first = repo.commit('v1')
    expect(repo.base()).toEqual({ label: `HEAD (${first}; no main branch: uncommitted changes only)`, text: 'v1' })
  })

  it('takes a ref, and fails on one that does not exist', () => {
    const repo = repository('main')
    const first = repo.commit('v1')
    repo.commit('v2')
    expect(repo.base({ ref: 'HEAD~1' })).toEqual({ label: `HEAD~1 (${first})`, text: 'v1' })
    expect(() => repo.base({ ref: 'no-such-branch' })).toThrow('--base no-such-branch: no such commit here')
  })

  it('takes a file, with no git needed', () => {
    const cwd = tempFolder()
    writeFileSync(join(cwd, 'old.yaml'), 'old')
    expect(resolveBase({ contract, cwd, file: 'old.yaml' })).toEqual({ label: 'old.yaml', text: 'old' })
  })

  it('skips, saying why, outside git or when the base has no contract', () => {
    expect(resolveBase({ contract, cwd: tempFolder() })).toEqual({
      skipped: 'not in a git work tree (or git is missing): no earlier contract; pass --base-file <path>',
    })
    const repo = repository('main')
    writeFileSync(join(repo.cwd, 'README'), 'no contract yet')
    repo.git('add', 'README')
    repo.git('commit', '--quiet', '--message', 'start')
    expect(repo.base()).toEqual({
      skipped: `${contract} is not in main (merge base HEAD: uncommitted changes only): nothing to compare with`,
    })
  })
})
