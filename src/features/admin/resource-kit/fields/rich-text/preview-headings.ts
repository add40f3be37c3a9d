import type { Schemas } from '~/api/types'

export interface PreviewText {
  /** The text with an id on every h2-h4 heading, prefixed so two previews on one page never share one. */
  html: string
  /** The table of contents the page will show: every h2-h4 heading, in order. */
  headings: Array<Schemas['Heading']>
}

/**
 * The preview of a rich text as its page will show it. The server gives every h2-h4 heading
 * without an id one when the text is saved (from its words), and the page's table of contents
 * lists them all, so the preview lists them all too: an unsaved heading gets a stand-in id
 * (`heading-3`) for its link. Ids are prefixed with `prefix` (`ru-`), as the Russian and
 * English previews may be open at once. Browser only (DOMParser): the panel renders in the browser.
 */
export function previewText(html: string, prefix: string): PreviewText {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const headings: PreviewText['headings'] = []
  const taken = new Set<string>()
  for (const [index, element] of [...doc.body.querySelectorAll('h2, h3, h4')].entries()) {
    const own = element.getAttribute('id')?.trim()
    let id = `${prefix}${own || `heading-${index + 1}`}`
    for (let n = 2; taken.has(id); n++) id = `${prefix}${own || 'heading'}-${n}`
    taken.add(id)
    element.setAttribute('id', id)
    headings.push({
      id,
      level: Number(element.tagName.slice(1)),
      text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    })
  }
  return { html: doc.body.innerHTML, headings }
}
