import type { Screen } from './screens.ts'
import type { ShotResult } from './shoot.ts'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

export interface Group {
  route: string
  rows: { screen: Screen; results: ShotResult[] }[]
}

/** The shots by route, then by screen, in the order they were listed (the screen list's). */
export function groupByRoute(results: readonly ShotResult[]): Group[] {
  const groups = new Map<string, Map<Screen, ShotResult[]>>()
  for (const result of results) {
    const { screen } = result.shot
    const rows = groups.get(screen.route) ?? new Map<Screen, ShotResult[]>()
    groups.set(screen.route, rows)
    rows.set(screen, [...(rows.get(screen) ?? []), result])
  }
  return [...groups].map(([route, rows]) => ({
    route,
    rows: [...rows].map(([screen, shots]) => ({ screen, results: shots })),
  }))
}

function who(screen: Screen): string {
  return screen.persona ?? 'guest'
}

function figure(result: ShotResult): string {
  const { locale, width } = result.shot
  const label = `${locale} · ${width}px${result.cut ? ' · cut' : ''}`
  const failed = result.problems.length > 0
  const picture = result.file
    ? `<button type="button" class="thumb" data-full="${escapeHtml(result.file)}"><img src="${escapeHtml(result.file)}" alt="${escapeHtml(label)}" loading="lazy"></button>`
    : '<div class="thumb missing">no picture</div>'
  const problems = failed
    ? `<ul class="problems">${result.problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul>`
    : ''
  return `<figure class="${failed ? 'failed' : ''}">${picture}<figcaption>${escapeHtml(label)}</figcaption>${problems}</figure>`
}

function row({ screen, results }: Group['rows'][number]): string {
  const title = [screen.path, who(screen), screen.variant].filter(Boolean).join(' · ')
  return `<section class="row"><h3>${escapeHtml(title)}</h3><div class="shots">${results.map(figure).join('')}</div></section>`
}

export interface GalleryMeta {
  /** When the pictures were taken, as text. */
  takenAt: string
  seconds: number
}

const STYLE = `
body { font: 14px/1.4 system-ui, sans-serif; margin: 0 24px 48px; background: #f4f4f6; color: #16161a; }
h1 { font-size: 22px; } h2 { margin-top: 40px; border-bottom: 2px solid #ccc; font-family: monospace; }
h3 { font-size: 14px; font-weight: 600; margin: 16px 0 8px; font-family: monospace; }
nav a { margin-right: 12px; font-family: monospace; } .failures { color: #a40000; }
.shots { display: flex; gap: 12px; align-items: flex-start; flex-wrap: wrap; }
figure { margin: 0; width: 220px; } figure.failed { outline: 3px solid #d00; outline-offset: 2px; }
.thumb { display: flex; align-items: flex-start; padding: 0; border: 1px solid #bbb; background: #fff; cursor: zoom-in; width: 100%;
  height: 260px; overflow: hidden; } .thumb img { width: 100%; display: block; }
.missing { display: grid; place-items: center; color: #a40000; cursor: default; }
figcaption { font-size: 12px; color: #555; } .problems { color: #a40000; font-size: 12px; padding-left: 16px; word-break: break-word; }
dialog { padding: 0; border: 0; max-width: 96vw; max-height: 96vh; overflow: auto; background: #222; }
dialog img { display: block; max-width: 100%; } dialog::backdrop { background: rgb(0 0 0 / 0.7); }
`

const SCRIPT = `
const dialog = document.querySelector('dialog')
const full = dialog.querySelector('img')
document.addEventListener('click', (event) => {
  const thumb = event.target.closest('.thumb[data-full]')
  if (thumb) { full.src = thumb.dataset.full; dialog.showModal(); dialog.scrollTop = 0 }
  else if (event.target.closest('dialog')) dialog.close()
})
`

/** The gallery: one page, a section per route, each screen's shots side by side; a click enlarges. */
export function galleryHtml(results: readonly ShotResult[], meta: GalleryMeta): string {
  const groups = groupByRoute(results)
  const failed = results.filter((result) => result.problems.length > 0)
  const anchor = (route: string) => `route-${route.replace(/[^A-Za-z0-9]+/g, '-')}`
  const failures =
    failed.length === 0
      ? ''
      : `<section class="failures"><h2>Failed (${failed.length})</h2><ul>${failed
          .map(
            (result) =>
              `<li>${escapeHtml(`${result.shot.screen.path} · ${who(result.shot.screen)} · ${result.shot.locale} · ${result.shot.width}px`)}: ${escapeHtml(result.problems.join('; '))}</li>`,
          )
          .join('')}</ul></section>`
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Screens</title><style>${STYLE}</style></head>
<body>
<h1>Screens: ${results.length} shots, ${failed.length} failed, ${escapeHtml(meta.takenAt)}, ${Math.round(meta.seconds)} s</h1>
<nav>${groups.map((group) => `<a href="#${anchor(group.route)}">${escapeHtml(group.route)}</a>`).join(' ')}</nav>
${failures}
${groups
  .map((group) => `<h2 id="${anchor(group.route)}">${escapeHtml(group.route)}</h2>${group.rows.map(row).join('')}`)
  .join('\n')}
<dialog aria-label="Screenshot"><img alt="The screenshot, full size"></dialog>
<script>${SCRIPT}</script>
</body>
</html>
`
}
