// Which earlier contract to compare with. A file (--base-file) or a git ref (--base) when given;
// else where this branch left main: the merge base of HEAD with origin/main, or with main when
// there is no remote one, or HEAD itself without either. On main (a CI clone included) the merge
// base is HEAD, so only uncommitted changes are compared there; on a branch, all of its changes.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

type Base = { label: string; text: string } | { skipped: string }

interface BaseOptions {
  /** The contract's path from cwd, as in the work tree. */
  contract: string
  cwd: string
  ref?: string
  file?: string
}

/** git's answer, or null when it fails or is not installed. */
function git(cwd: string, ...args: string[]): string | null {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 2 ** 20,
    })
  } catch {
    return null
  }
}

const commitOf = (cwd: string, ref: string) =>
  git(cwd, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`)?.trim() ?? null

type Commit = { commit: string; label: string } | { skipped: string }

function defaultCommit(cwd: string): Commit {
  const head = commitOf(cwd, 'HEAD')
  if (head === null) return { skipped: 'the repository has no commit yet' }
  for (const main of ['origin/main', 'main']) {
    if (commitOf(cwd, main) === null) continue
    const mergeBase = git(cwd, 'merge-base', 'HEAD', main)?.trim()
    if (!mergeBase)
      return { skipped: `HEAD and ${main} have no common commit here (a shallow clone?): pass --base <ref>` }
    const at = mergeBase === head ? 'HEAD: uncommitted changes only' : mergeBase.slice(0, 7)
    return { commit: mergeBase, label: `${main} (merge base ${at})` }
  }
  return { commit: head, label: `HEAD (${head.slice(0, 7)}; no main branch: uncommitted changes only)` }
}

export function resolveBase({ contract, cwd, ref, file }: BaseOptions): Base {
  if (file !== undefined) return { label: file, text: readFileSync(resolve(cwd, file), 'utf8') }
  if (git(cwd, 'rev-parse', '--is-inside-work-tree')?.trim() !== 'true')
    return { skipped: 'not in a git work tree (or git is missing): no earlier contract; pass --base-file <path>' }
  let base: Commit
  if (ref === undefined) base = defaultCommit(cwd)
  else {
    const commit = commitOf(cwd, ref)
    if (commit === null) throw new Error(`--base ${ref}: no such commit here`)
    base = { commit, label: `${ref} (${commit.slice(0, 7)})` }
  }
  if ('skipped' in base) return base
  const text = git(cwd, 'show', `${base.commit}:./${contract}`)
  return text === null
    ? { skipped: `${contract} is not in ${base.label}: nothing to compare with` }
    : { label: base.label, text }
}
