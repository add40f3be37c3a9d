import sanitize from 'sanitize-html'
import { DOM_PROPERTY_NAMES } from './dom-property-names'
import {
  ALLOWED_URI,
  EXTERNAL_LINK_ATTRIBUTES,
  FORBIDDEN_ATTRIBUTES,
  IMAGE_LOADING_ATTRIBUTES,
  URI_IGNORED_CHARACTERS,
} from './html-policy'
import { isExternalUrl } from './safe-url'

/*
 * The server render's sanitizer, and the one of tests in Node. DOMPurify needs a DOM, which on
 * the server meant jsdom: loaded at start, tens of MB resident and a whole document built (and
 * kept) per call. sanitize-html works on htmlparser2's token stream instead, with no DOM at all.
 * It is given the browser's policy (html-policy.ts) and DOMPurify's rules for attributes, and its
 * output is written as a browser serializes: for the texts the site has, the very string
 * DOMPurify gives in the browser, so DOMPurify's output, set once it arrives after hydration,
 * changes nothing on the page (html-sanitizer-parity.test.ts).
 */

/**
 * sanitize-html's default tags (text, headings, lists, quotes, code, tables), all of which
 * DOMPurify allows too, with images and edits. Narrower than DOMPurify: no SVG or MathML, media,
 * forms, embedded content or document structure, none of which the editor writes.
 */
const ALLOWED_TAGS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hgroup', 'p', 'br', 'hr', 'wbr', 'blockquote', 'pre', 'div', 'span'],
  ...['address', 'article', 'aside', 'footer', 'header', 'main', 'nav', 'section'],
  ...['ul', 'ol', 'li', 'menu', 'dl', 'dt', 'dd', 'figure', 'figcaption', 'a', 'img'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'small', 'mark', 'code', 'kbd', 'samp', 'var'],
  ...['abbr', 'bdi', 'bdo', 'cite', 'data', 'dfn', 'q', 'time', 'ruby', 'rp', 'rt'],
  ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
]

/** Written `<br>`, with no end tag. */
const VOID_TAGS = ['br', 'hr', 'wbr', 'img', 'col']

/** The attributes of DOMPurify's that rich text uses, on every tag. No `name`, `style` or handlers. */
const GLOBAL_ATTRIBUTES = ['id', 'class', 'title', 'lang', 'dir', 'translate', 'role']

/** And on one tag. `data-…` and `aria-…` may be on any (DATA_ATTRIBUTE, ARIA_ATTRIBUTE). */
const TAG_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'hreflang', ...Object.keys(EXTERNAL_LINK_ATTRIBUTES)],
  img: ['src', 'alt', 'width', 'height', ...Object.keys(IMAGE_LOADING_ATTRIBUTES)],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  data: ['value'],
  blockquote: ['cite'],
  q: ['cite'],
  del: ['cite', 'datetime'],
  ins: ['cite', 'datetime'],
  time: ['datetime'],
  th: ['colspan', 'rowspan', 'headers', 'scope'],
  td: ['colspan', 'rowspan', 'headers'],
  col: ['span'],
  colgroup: ['span'],
}

/** DOMPurify's patterns for the `data-…` and `aria-…` attributes it keeps. */
const DATA_ATTRIBUTE = /^data-[-\w.\u00B7-\uFFFF]+$/
const ARIA_ATTRIBUTE = /^aria-[-\w]+$/

/**
 * Attributes whose value DOMPurify keeps as it is. Any other value must be empty, match
 * ALLOWED_URI (so a `datetime` with a colon goes, as it does there) or be an image's `data:` source.
 */
const URI_SAFE_ATTRIBUTES = new Set(['alt', 'class', 'id', 'title', 'value', 'role'])

/**
 * DOMPurify drops a value that would end a comment or a raw-text element, should the HTML ever
 * be parsed in another context.
 */
const MARKUP_BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i

/**
 * Tags dropped with their text: sanitize-html's own (scripts, styles, form fields) and those
 * DOMPurify drops whole (embedded content, SVG and MathML, templates), where their text is
 * never prose.
 */
const TAGS_DROPPED_WITH_TEXT = [
  ...['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'noembed', 'noframes', 'plaintext', 'template'],
  ...['iframe', 'audio', 'video', 'head', 'title', 'selectedcontent'],
  ...['svg', 'desc', 'foreignobject', 'math', 'mi', 'mn', 'mo', 'ms', 'mtext', 'annotation-xml'],
]

function isAllowedAttribute(tag: string, name: string, value: string): boolean {
  if (FORBIDDEN_ATTRIBUTES.includes(name) || MARKUP_BREAKOUT.test(value)) return false
  if (name === 'id' && DOM_PROPERTY_NAMES.has(value)) return false
  if (DATA_ATTRIBUTE.test(name) || ARIA_ATTRIBUTE.test(name)) return true
  if (!GLOBAL_ATTRIBUTES.includes(name) && !TAG_ATTRIBUTES[tag]?.includes(name)) return false
  if (URI_SAFE_ATTRIBUTES.has(name) || value === '' || ALLOWED_URI.test(value.replace(URI_IGNORED_CHARACTERS, '')))
    return true
  return tag === 'img' && name === 'src' && value.startsWith('data:')
}

/**
 * A tag's attributes as DOMPurify and the site's hook leave them: in their order, values trimmed
 * (but `value`), then the link's or image's own attributes at the end, as the hook sets them.
 */
function sanitizeAttributes(tag: string, attributes: sanitize.Attributes): sanitize.Attributes {
  const kept: sanitize.Attributes = {}
  for (const [name, raw] of Object.entries(attributes)) {
    const value = name === 'value' ? raw : raw.trim()
    if (isAllowedAttribute(tag, name, value)) kept[name] = value
  }
  if (tag === 'a') {
    delete kept.target
    delete kept.rel
    if (isExternalUrl(kept.href ?? '')) Object.assign(kept, EXTERNAL_LINK_ATTRIBUTES)
  }
  if (tag === 'img') {
    delete kept.loading
    delete kept.decoding
    Object.assign(kept, IMAGE_LOADING_ATTRIBUTES)
  }
  return kept
}

const ATTRIBUTE_NAMES = [...new Set([...GLOBAL_ATTRIBUTES, ...Object.values(TAG_ATTRIBUTES).flat()])]

/** `allowedEmptyAttributes` is sanitize-html's since 2.12; @types/sanitize-html does not list it yet. */
const OPTIONS: sanitize.IOptions & { allowedEmptyAttributes: string[] } = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { ...TAG_ATTRIBUTES, '*': [...GLOBAL_ATTRIBUTES, 'data-*', 'aria-*'] },
  // Its own check of URLs, behind ALLOWED_URI; images may be inline, as DOMPurify lets them.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'mailto', 'data'] },
  allowProtocolRelative: false,
  // An empty attribute stays, written `=""`, as in DOMPurify (`href=""`, `reversed=""`).
  allowedEmptyAttributes: ATTRIBUTE_NAMES,
  nonTextTags: TAGS_DROPPED_WITH_TEXT,
  selfClosing: VOID_TAGS,
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: sanitizeAttributes(tagName, attribs) }) },
}

/**
 * sanitize-html's output in a browser serializer's spelling, which is DOMPurify's: `<br>` for
 * `<br />` and `&nbsp;` for a no-break space. Safe on the whole string: sanitize-html escapes
 * every `>` in text and attribute values, so ` />` can only end a tag.
 */
function asBrowsersWriteIt(html: string): string {
  return html.replaceAll(' />', '>').replaceAll('\u00A0', '&nbsp;')
}

/** Rich text made safe with the browser's policy, in Node, without a DOM. */
export function sanitizeHtmlWithoutDom(html: string): string {
  // DOMPurify hands back markup-free text untouched; a browser reads it as text whatever it holds.
  if (!html.includes('<')) return html
  // A browser's parser reads CR LF and CR as LF before anything else.
  return asBrowsersWriteIt(sanitize(html.replace(/\r\n?/g, '\n'), OPTIONS))
}
