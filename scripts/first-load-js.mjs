// What a served page makes the browser fetch of JavaScript before it is interactive: its
// <script src> and <link rel="modulepreload"> files, gzip -9 each (as the budget of issue 9
// counts them), from the production server's HTML.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** `/` may load at most this much; every other public page `OTHER_PAGES_BUDGET_KB`. */
export const HOME_BUDGET_KB = 125
export const OTHER_PAGES_BUDGET_KB = 135

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024

/** The JS files a page's HTML asks for up front. */
export function firstLoadScripts(html) {
  const files = new Set()
  for (const tag of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isModulePreload = /\brel="modulepreload"/.test(tag[0])
    const source = /\b(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(tag[0])?.[1]
    if (source && (isModulePreload || tag[0].startsWith('<script'))) files.add(source)
  }
  return [...files]
}

/** Sizes of the first load of each page of `pages` (label → path) on the server at `appUrl`. */
export async function measureFirstLoadJs(appUrl, pages, clientDir = 'dist/client') {
  const rows = []
  for (const [page, path] of Object.entries(pages)) {
    const response = await fetch(`${appUrl}${path}`)
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    const files = firstLoadScripts(await response.text())
    const gzip = files.reduce((total, file) => total + gzipKb(join(clientDir, file)), 0)
    const budget = path === '/' || path === '/en' ? HOME_BUDGET_KB : OTHER_PAGES_BUDGET_KB
    rows.push({
      page,
      path,
      files: files.length,
      jsGzipKb: Math.round(gzip * 10) / 10,
      budgetKb: budget,
      withinBudget: gzip <= budget,
    })
  }
  return rows
}
