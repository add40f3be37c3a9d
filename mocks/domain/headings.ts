import type { Localized } from '../db/schema/fragments.ts'

/**
 * The headings of a rich text (articles, cards): the table of contents a page shows is its
 * h2-h4 headings that carry an anchor `id`, and an article or card saved in the admin panel
 * gets an id on every such heading that lacks one, so its contents list them all.
 */

interface Heading {
  id: string
  level: number
  text: string
}

/** An h2-h4 element: its level, its attributes (with the leading space) and its inner HTML. */
const HEADING = /<h([2-4])(\s[^>]*)?>([\s\S]*?)<\/h\1\s*>/gi
/** An `id` attribute among others (`data-id` is not one), quoted either way or bare. */
const ID_ATTRIBUTE = /(^|\s)id\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i
/** Every `id` attribute in a text, whatever element carries it. */
const ANY_ID_ATTRIBUTE = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi

const MAX_ID_LENGTH = 60
const FALLBACK_ID = 'section'

/** The character of a numeric entity; one past Unicode's end is left as written. */
function fromCodePoint(code: number, whole: string): string {
  return code <= 0x10ffff ? String.fromCodePoint(code) : whole
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&#(\d+);/g, (whole, code: string) => fromCodePoint(Number(code), whole))
    .replace(/&#x([0-9a-f]+);/gi, (whole, code: string) => fromCodePoint(Number.parseInt(code, 16), whole))
    .replace(/&amp;/g, '&')
}

/** What a heading says, as plain text: tags dropped, entities decoded, spaces collapsed. */
function plainText(innerHtml: string): string {
  return decodeEntities(innerHtml.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
}

function idOf(attributes: string): string | null {
  const match = ID_ATTRIBUTE.exec(attributes)
  const value = (match?.[2] ?? match?.[3] ?? match?.[4] ?? '').trim()
  return value === '' ? null : value
}

/** The table of contents: the h2-h4 headings that carry an id, in the text's order. */
export function headingsOf(html: string): Heading[] {
  const headings: Heading[] = []
  for (const [, level, attributes, inner] of html.matchAll(HEADING)) {
    const id = idOf(attributes ?? '')
    if (id !== null && level !== undefined && inner !== undefined)
      headings.push({ id, level: Number(level), text: plainText(inner) })
  }
  return headings
}

// Russian (and the few other Cyrillic letters of Ukrainian and Belarusian) in Latin letters,
// the way Russian words are commonly written in addresses: "Промокоды" -> "promokody".
const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
}

/**
 * An anchor id from a heading's text: lowercase Latin letters, digits and single dashes,
 * Cyrillic transliterated, accents dropped, anything else a separator; at most 60 characters
 * (cut at a dash where there is one). A heading with no letters or digits gives `section`.
 */
export function headingSlug(text: string): string {
  const latin = [...text.toLowerCase()].map((char) => CYRILLIC[char] ?? char).join('')
  const slug = latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (slug.length <= MAX_ID_LENGTH) return slug === '' ? FALLBACK_ID : slug
  const cut = slug.slice(0, MAX_ID_LENGTH)
  const lastDash = cut.lastIndexOf('-')
  return lastDash > 0 ? cut.slice(0, lastDash) : cut
}

/**
 * Gives every h2-h4 heading without an id (or with an empty one) an id made from its text,
 * as the first attribute, unique within the text: a taken id, by another heading or any
 * other element, gets `-2`, `-3`… Headings that have an id, and everything else, stay as written.
 */
export function withHeadingIds(html: string): string {
  const taken = new Set<string>()
  for (const match of html.matchAll(ANY_ID_ATTRIBUTE)) {
    const value = (match[1] ?? match[2] ?? match[3] ?? '').trim()
    if (value !== '') taken.add(value)
  }
  return html.replace(HEADING, (whole: string, level: string, attributes: string | undefined, inner: string) => {
    const rest = attributes ?? ''
    if (idOf(rest) !== null) return whole
    const base = headingSlug(plainText(inner))
    let id = base
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
    taken.add(id)
    // An empty id attribute, if any, makes way for the new one.
    const others = rest.replace(ID_ATTRIBUTE, '$1').replace(/\s+$/, '')
    return `<h${level} id="${id}"${others}>${inner}</h${level}>`
  })
}

/** `withHeadingIds` in each language of a rich text. */
export function withLocalizedHeadingIds(html: Localized): Localized {
  return { ru: withHeadingIds(html.ru), en: withHeadingIds(html.en) }
}
