// The files of dist/client, listed once at start: a page request then costs no file-system
// lookup (srvx's static middleware stats the path of every request it is given).
import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/**
 * The URL paths of the files under `dir` (`/favicon.svg`, `/assets/x.js`), without the
 * precompressed copies, which srvx finds beside the file it serves.
 * @param {string} dir
 */
export function listStaticFiles(dir) {
  const paths = new Set()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue
    paths.add(`/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
  }
  return paths
}
