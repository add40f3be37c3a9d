import { describe, expect, it } from 'vitest'
import { JSDOM } from 'jsdom'
import { seededRichTexts } from '@testing/backend/seeded-rich-texts'
import { sanitizeHtmlWithoutDom } from './dom-free-html-sanitizer'
import { DOM_PROPERTY_NAMES } from './dom-property-names'
import { FORBIDDEN_TAGS } from './html-policy'
import { createHtmlSanitizer } from './sanitize-html'

/*
 * The server renders rich text with the DOM-free sanitizer; the browser, once DOMPurify has
 * arrived after hydration, sets DOMPurify's output for the same text. Here DOMPurify runs over
 * jsdom, which parses and serializes as browsers do.
 */
const { window } = new JSDOM('')
const purify = createHtmlSanitizer(window)

/** The DOM a browser builds from the HTML, as React's `dangerouslySetInnerHTML` sets it, serialized. */
function asParsed(html: string): string {
  const container = window.document.createElement('div')
  container.innerHTML = html
  return container.innerHTML
}

const EMBEDDING_TAGS = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'base',
  'link',
  'meta',
]
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'data']

/** What could run or take over the page once a browser has parsed the HTML. */
function dangers(html: string): string[] {
  const container = window.document.createElement('div')
  container.innerHTML = html
  const found: string[] = []
  for (const element of container.querySelectorAll('*')) {
    const tag = element.localName
    if (EMBEDDING_TAGS.includes(tag) || FORBIDDEN_TAGS.includes(tag)) found.push(`<${tag}>`)
    for (const { name, value } of element.attributes) {
      const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase()
      if (name.startsWith('on') || name === 'style') found.push(`${tag}[${name}]`)
      else if (URL_ATTRIBUTES.includes(name) && /(?:java|vb)script:|^data:(?!image\/)/.test(compact))
        found.push(`${tag}[${name}=${value}]`)
    }
  }
  return found
}

/** What TipTap, the admin's editor, writes (its getHTML() for these texts, taken from the editor itself). */
const EDITOR_OUTPUT = [
  '<h2 id="intro">Intro</h2><p>Text <strong>bold</strong> <em>it</em> <s>st</s> <code>c</code> <a target="_blank" rel="noopener" href="https://example.com/x?a=1&amp;b=2">ext</a> <a href="/cards/x">in</a> <a href="#part-2">anchor</a> <a href="mailto:a@b.c">mail</a></p>',
  '<p>line<br>break</p><hr><img src="/images/a.webp" alt="A &quot;quoted&quot; &amp; alt"><img src="https://cdn.example/b.png" alt=""><p></p>',
  '<ul><li><p>one</p></li><li><p>two</p><ul><li><p>nested</p></li></ul></li></ul><ol start="3"><li><p>three</p></li></ol><ol><li><p>x</p></li></ol><p></p>',
  '<blockquote><p>Quote &lt;tag&gt; &amp; “quotes” — dash&nbsp;nbsp</p></blockquote><pre><code class="language-js">const a = 1 &lt; 2 &amp;&amp; b\n  indented</code></pre><pre><code>plain</code></pre><p></p>',
  '<h3 id="x-1">Sub</h3><h4>No id</h4><p></p><p>Emoji 🎉 and Кириллица</p>',
]

/** Well-formed texts that exercise the policy: both sanitizers must write the same string. */
const POLICY_CASES = [
  'Plain text & no markup: < is not a tag',
  '  <p>Leading spaces</p>\n',
  '<p>Windows\r\nline ends\rtoo</p>',
  '<p>Entities: &copy; &#169; &#xA9; &amp;amp; &lt;b&gt; &quot;q&quot; &apos;a&apos; &nbsp;\u00A0</p>',
  '<p title="a &lt;b&gt; &quot;c&quot; &amp; d\u00A0e">Attribute escaping</p>',
  '<a href=" https://example.com/padded ">padded</a><a href="HTTPS://EXAMPLE.COM/">upper</a><a href="http://example.com" rel="opener" target="_self">rel</a>',
  '<a href="/privacy" target="_blank" rel="nofollow">site</a><a href="../up">up</a><a href="./here">here</a><a href="cards/x?y=1#z">relative</a>',
  '<a href="?q=1">query only</a><a href="">empty</a><a>no href</a><a href="mailto:a@b.c">mail</a><a href="tel:+123">tel</a>',
  '<img src="/a.png" loading="eager" decoding="sync" alt="A" width="10" height="20"><img src="data:image/png;base64,AAAA" alt="inline">',
  '<h2 id="title">Title</h2><h2 id="links">Links</h2><h2 id="method">Method</h2><h2 id="about">About</h2><h2 id="">Empty</h2>',
  '<p data-x="1" data-y="2" aria-label="label" data-bad:name="x" role="note" lang="en" dir="rtl" translate="no">data and aria</p>',
  '<p><time datetime="2020-01-01T10:00">colon in datetime</time> <time datetime="2020-01-01">date</time></p>',
  '<ol reversed start="5" type="a"><li value="7">seven</li></ol><dl><dt>term</dt><dd>definition</dd></dl>',
  '<table><caption>T</caption><thead><tr><th scope="col" colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">1</td><td>2</td></tr></tbody></table>',
  '<figure><img src="/f.png" alt="f"><figcaption>caption</figcaption></figure><blockquote cite="https://example.com/q"><p>q</p></blockquote>',
  '<p><abbr title="HyperText">HTML</abbr> <q>quote</q> <kbd>Ctrl</kbd> <sub>2</sub><sup>3</sup> <mark>m</mark> <small>s</small> <del>d</del><ins>i</ins> <u>u</u> <b>b</b><i>i</i> word<wbr>break</p>',
  '<p>Unclosed <strong>bold',
  '<P CLASS="Upper">Upper-case tags</P>',
  '<p>a</p><!-- a comment --><p>b</p>',
  '<p>a &#0; b</p>',
]

interface Attack {
  html: string
  /** Why the sanitizers' DOMs differ, where they do: both are safe, the server's is stricter or parses differently. */
  differs?: string
}

const SERVER_DROPS_SVG = 'the server keeps no SVG or MathML at all; DOMPurify keeps harmless SVG'
const NOSCRIPT_PARSE =
  'DOMPurify parses with scripting off (noscript content is markup, dropped with it); the server reads noscript as a browser showing the page does (raw text up to </noscript>) and sanitizes what follows'

const ATTACKS: Attack[] = [
  {
    html: '<p onclick="steal()">Text<script>alert(1)</script></p><img src="/a.png" onerror="alert(1)"><form action="/x"><input name="p"><button>Go</button></form><svg><g onload="alert(1)"></g></svg>',
    differs: SERVER_DROPS_SVG,
  },
  { html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', differs: NOSCRIPT_PARSE },
  { html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', differs: SERVER_DROPS_SVG },
  {
    html: [
      '<a href="javascript:alert(1)">js</a>',
      '<a href="  JaVa&#x0A;Script:alert(1)">js2</a>',
      '<a href="jav&#x09;ascript:alert(1)">tab</a>',
      '<a href="&#106;avascript:alert(1)">decimal</a>',
      '<a href="javascript&colon;alert(1)">colon</a>',
      '<a href="\u0001javascript:alert(1)">control</a>',
      '<a href="data:text/html,<script>alert(1)</script>">data</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data64</a>',
      '<a href="vbscript:x">vb</a>',
      '<a href="//evil.example/">protocol-relative</a>',
      '<a href="/\\evil.example/">backslash</a>',
      '<a href="\\\\evil.example/">backslashes</a>',
    ].join(''),
  },
  {
    html: '<style>body{display:none}</style><h2 id="intro" style="position:fixed">Intro</h2><p style="color:red">x</p>',
  },
  {
    html: '<img id="a" src="https://cdn.example/a.webp" alt="A"><img id="b" src="javascript:alert(1)"><img srcset="javascript:alert(1) 1x">',
  },
  { html: '<a href="https://ok.example" onmouseover="alert(1)" style="position:fixed;inset:0">cover</a>' },
  { html: '<img src="x" alt="--><script>alert(1)</script>"><p title="</title><img src=x onerror=alert(1)>">t</p>' },
  { html: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', differs: SERVER_DROPS_SVG },
  { html: '<svg><p><style><a id="</style><img src=1 onerror=alert(1)>">', differs: SERVER_DROPS_SVG },
  { html: '<math><mi//xlink:href="data:x,<script>alert(4)</script>">', differs: SERVER_DROPS_SVG },
  {
    html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    differs: SERVER_DROPS_SVG,
  },
  {
    html: '<svg><animate attributeName="href" values="javascript:alert(1)"/><a><text>x</text></a></svg>',
    differs: SERVER_DROPS_SVG,
  },
  { html: '<img src=x onerror=alert(1)//' },
  { html: '<scr<script>ipt>alert(1)</script>' },
  { html: '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { html: '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)"><applet code="x"></applet>' },
  {
    html: '<textarea><img src=x onerror=alert(1)></textarea>',
    differs: "DOMPurify keeps a dropped textarea's content as text; the server drops it with the textarea",
  },
  {
    html: '<xmp><img src=x onerror=alert(1)></xmp><noembed><img title="</noembed><img src onerror=alert(1)>"></noembed>',
  },
  { html: '<noframes><img title="</noframes><img src onerror=alert(1)>"></noframes>' },
  { html: '<title><img title="</title><img src onerror=alert(1)>"></title>' },
  {
    html: '<p>x</p><template><img src=x onerror=alert(1)></template>',
    differs: 'DOMPurify keeps <template> (its content is inert); the server drops it with its content',
  },
  {
    html: '<select><option><img src=x onerror=alert(1)></option></select>',
    differs: 'DOMPurify keeps <option> (its allow-list has it); the server drops it with its text',
  },
  { html: '<div><style><img src=x onerror=alert(1)></style></div>' },
  { html: '<p>a</p><plaintext><img src=x onerror=alert(1)>' },
  { html: '<!--<img src=x onerror=alert(1)>--><?xml-stylesheet href="x"?>' },
  {
    html: '<![CDATA[><img src=x onerror=alert(1)>]]>',
    differs:
      'htmlparser2 drops <![CDATA[…]]> whole; a browser ends it at the first > (a bogus comment), and DOMPurify sanitizes the rest',
  },
  {
    html: '<base href="javascript:/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel=stylesheet href=//evil.example>',
  },
  { html: '<table><td><a href="javascript:alert(1)">x</a></td></table>' },
  {
    html: '<details open ontoggle=alert(1)><summary>s</summary>x</details>',
    differs: 'the server keeps no <details>/<summary>, only their text',
  },
  {
    html: '<video><source onerror=alert(1)></video><audio src=x onerror=alert(1)></audio>',
    differs: 'DOMPurify keeps the (handler-free) <video> and <audio>; the server keeps no media',
  },
  { html: '<body onload=alert(1)><p>x</p></body>' },
  {
    html: '<input autofocus onfocus=alert(1)><button formaction="javascript:alert(1)">x</button><isindex action=javascript:alert(1)>',
  },
  { html: '<div id="cookie"><a name="location">x</a><img name="getElementById" src="/x.png"></div>' },
  { html: '<a href="https://example.com/a/>b">slash in href</a>' },
]

describe('the DOM-free sanitizer against DOMPurify', () => {
  it('writes the same string for every rich text of the seed (articles, cards, instructions)', async () => {
    const texts = await seededRichTexts()
    expect(texts.length).toBeGreaterThan(300)
    expect(texts.map(sanitizeHtmlWithoutDom)).toEqual(texts.map(purify))
  })

  it.each(EDITOR_OUTPUT)('writes the same string for what the editor writes: %s', (html) => {
    expect(sanitizeHtmlWithoutDom(html)).toBe(purify(html))
  })

  it.each(POLICY_CASES)('writes the same string where the policy decides: %s', (html) => {
    expect(sanitizeHtmlWithoutDom(html)).toBe(purify(html))
  })

  it('writes an empty data- or aria- attribute bare, which a browser reads as DOMPurify\'s `=""`', () => {
    const html = '<p data-empty="" aria-hidden="">x</p>'
    expect(sanitizeHtmlWithoutDom(html)).toBe('<p data-empty aria-hidden>x</p>')
    expect(asParsed(sanitizeHtmlWithoutDom(html))).toBe(purify(html))
  })

  it('drops the ids DOMPurify drops so that they cannot shadow a property of document or a form', () => {
    const names = new Set<string>()
    for (const root of [window.document, window.document.createElement('form')]) {
      for (let object: object | null = root; object; object = Object.getPrototypeOf(object) as object | null) {
        for (const name of Object.getOwnPropertyNames(object)) names.add(name)
      }
    }
    expect([...names].filter((name) => !DOM_PROPERTY_NAMES.has(name))).toEqual([])
    const html = [...names].map((name) => `<h2 id="${name}">${name}</h2>`).join('')
    expect(sanitizeHtmlWithoutDom(html)).toBe(purify(html))
  })

  it.each(ATTACKS)('leaves nothing that runs, as DOMPurify does: $html', ({ html, differs }) => {
    const server = sanitizeHtmlWithoutDom(html)
    expect(dangers(server)).toEqual([])
    expect(dangers(purify(html))).toEqual([])
    expect(asParsed(server)).not.toMatch(/<(?:svg|math)\b/)
    expect(asParsed(server) === asParsed(purify(html)), differs ?? 'the same DOM as DOMPurify').toBe(!differs)
  })

  it('is stable: its output sanitized again is the same string', () => {
    for (const html of [...EDITOR_OUTPUT, ...POLICY_CASES, ...ATTACKS.map((attack) => attack.html)]) {
      const once = sanitizeHtmlWithoutDom(html)
      expect(sanitizeHtmlWithoutDom(once), html).toBe(once)
    }
  })
})
