// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { JSDOM } from 'jsdom'
import { Window as HappyDomWindow } from 'happy-dom'
import type { WindowLike } from 'dompurify'
import { createHtmlSanitizer, sanitizeHtml } from './sanitize-html'

/** Parses the output, so assertions do not depend on attribute order. */
function parse(html: string): Document {
  return new JSDOM(`<body>${html}</body>`).window.document
}

describe('sanitizeHtml (server path: no window, the DOM-free sanitizer)', () => {
  it('runs where there is no DOM at all', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    expect(sanitizeHtml('<p>Hello</p>')).toBe('<p>Hello</p>')
  })

  it('removes scripts, event handlers and forms', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">Text<script>alert(1)</script></p><img src="/a.png" onerror="alert(1)"><form action="/x"><input name="p"><button>Go</button></form><svg><g onload="alert(1)"></g></svg>',
    )
    expect(out).not.toMatch(/script|onclick|onerror|onload|<form|<input|<button/i)
    expect(out).toContain('Text')
  })

  it('survives mutation-XSS tricks', () => {
    const out = sanitizeHtml(
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    )
    expect(out).not.toMatch(/onerror/i)
  })

  it('keeps only http(s), mailto, site-relative and anchor links', () => {
    const doc = parse(
      sanitizeHtml(
        [
          '<a id="l1" href="javascript:alert(1)">js</a>',
          '<a id="l2" href="  JaVa&#x0A;Script:alert(1)">js2</a>',
          '<a id="l3" href="data:text/html,<script>alert(1)</script>">data</a>',
          '<a id="l4" href="mailto:a@b.c">mail</a>',
          '<a id="l5" href="vbscript:x">vb</a>',
          '<a id="l11" href="tel:+123">tel</a>',
          '<a id="l6" href="https://example.com/x">https</a>',
          '<a id="l7" href="http://example.com/">http</a>',
          '<a id="l8" href="/cards/skinbox">site</a>',
          '<a id="l9" href="#part-2">anchor</a>',
          '<a id="l10" href="//evil.example/">protocol-relative</a>',
          '<a id="l12" href="/\\evil.example/">backslash, read as protocol-relative</a>',
          '<a id="l13" href="\\\\evil.example/">backslashes, read as protocol-relative</a>',
        ].join(''),
      ),
    )
    const href = (id: string) => doc.getElementById(id)?.getAttribute('href') ?? null
    for (const id of ['l1', 'l2', 'l3', 'l5', 'l10', 'l11', 'l12', 'l13']) expect(href(id), id).toBeNull()
    expect(href('l4')).toBe('mailto:a@b.c')
    expect(href('l6')).toBe('https://example.com/x')
    expect(href('l7')).toBe('http://example.com/')
    expect(href('l8')).toBe('/cards/skinbox')
    expect(href('l9')).toBe('#part-2')
  })

  it('opens external links safely in a new tab and leaves site links alone', () => {
    const doc = parse(
      sanitizeHtml('<a id="out" href="https://example.com">out</a><a id="in" href="/privacy" target="_blank">in</a>'),
    )
    const out = doc.getElementById('out')
    expect(out?.getAttribute('target')).toBe('_blank')
    expect(out?.getAttribute('rel')).toBe('noopener noreferrer')
    const inside = doc.getElementById('in')
    expect(inside?.hasAttribute('target')).toBe(false)
    expect(inside?.hasAttribute('rel')).toBe(false)
  })

  it('drops inline styles and style sheets but keeps heading anchors for the table of contents', () => {
    const doc = parse(
      sanitizeHtml(
        '<style>body{display:none}</style><h2 id="intro" style="position:fixed">Intro</h2><p style="color:red">x</p>',
      ),
    )
    expect(doc.querySelector('style')).toBeNull()
    expect(doc.querySelector('[style]')).toBeNull()
    expect(doc.querySelector('h2')?.id).toBe('intro')
  })

  it('loads images lazily and keeps their safe sources', () => {
    const doc = parse(
      sanitizeHtml('<img id="a" src="https://cdn.example/a.webp" alt="A"><img id="b" src="javascript:alert(1)">'),
    )
    const a = doc.getElementById('a')
    expect(a?.getAttribute('src')).toBe('https://cdn.example/a.webp')
    expect(a?.getAttribute('loading')).toBe('lazy')
    expect(doc.getElementById('b')?.hasAttribute('src')).toBe(false)
  })

  it('is stable when applied twice (the browser re-sanitizes what the server rendered)', () => {
    const html = '<h2 id="a">A</h2><p>x <a href="https://e.example">e</a> <img src="/i.png"></p>'
    const once = sanitizeHtml(html)
    expect(sanitizeHtml(once)).toBe(once)
  })
})

describe('createHtmlSanitizer', () => {
  it('refuses a DOM implementation DOMPurify cannot use, instead of passing HTML through', () => {
    expect(() => createHtmlSanitizer({} as WindowLike)).toThrow(/cannot run/)
  })

  it('refuses a DOM on which DOMPurify reports support but leaves attacks in (happy-dom)', () => {
    expect(() => createHtmlSanitizer(new HappyDomWindow() as unknown as WindowLike)).toThrow(/cannot run/)
  })

  it('works over a browser-like window', () => {
    const sanitize = createHtmlSanitizer(new JSDOM('').window)
    expect(sanitize('<b onmouseover="x()">bold</b>')).toBe('<b>bold</b>')
  })
})
