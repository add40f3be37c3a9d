import { describe, expect, it } from 'vitest'
import { escapeHtml, galleryHtml, groupByRoute } from './gallery.ts'
import type { Screen } from './screens.ts'
import type { ShotResult } from './shoot.ts'

const home: Screen = { route: '/', path: '/', persona: null, expect: 'page' }
const shop: Screen = { route: '/shop', path: '/shop', persona: 'rich', variant: '<b>"x"</b>', expect: 'page' }

function result(screen: Screen, locale: 'ru' | 'en', problems: string[] = []): ShotResult {
  return { shot: { screen, locale, width: 375 }, file: `${screen.route}-${locale}.png`, problems, cut: false, ms: 1 }
}

describe('the gallery', () => {
  it('groups shots by route, then by screen, in the order given', () => {
    const groups = groupByRoute([result(home, 'ru'), result(shop, 'ru'), result(home, 'en')])
    expect(groups.map((group) => group.route)).toEqual(['/', '/shop'])
    expect(groups[0]?.rows[0]?.results.map((shot) => shot.shot.locale)).toEqual(['ru', 'en'])
  })

  it('escapes names and problems', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
    const html = galleryHtml([result(shop, 'en', ['console.error: <script>'])], { takenAt: 'now', seconds: 3 })
    expect(html).not.toContain('<b>"x"</b>')
    expect(html).toContain('&lt;b&gt;&quot;x&quot;&lt;/b&gt;')
    expect(html).not.toContain('console.error: <script>')
  })

  it('marks a failed shot and lists it at the top', () => {
    const html = galleryHtml([result(home, 'ru'), result(shop, 'en', ['timeout'])], { takenAt: 'now', seconds: 3 })
    expect(html).toContain('Failed (1)')
    expect(html.match(/<figure class="failed">/g)).toHaveLength(1)
    expect(html).toContain('data-full="/shop-en.png"')
  })
})
