import { describe, expect, it } from 'vitest'
import { headingSlug, headingsOf, withHeadingIds } from './headings.ts'

describe('headings of a rich text', () => {
  it('lists the h2-h4 headings that carry an id, wherever the id stands, as plain text', () => {
    const html =
      '<h2 id="start">Start &amp; <em>go</em></h2><p>x</p><h3 class="lead" id=\'more\'>More</h3>' +
      '<h4 data-id="nope">No id</h4><h5 id="deep">Too deep</h5><H2 ID="caps">Caps</H2><h3 id="">Empty</h3>'
    expect(headingsOf(html)).toEqual([
      { id: 'start', level: 2, text: 'Start & go' },
      { id: 'more', level: 3, text: 'More' },
      { id: 'caps', level: 2, text: 'Caps' },
    ])
  })

  it('makes ids from text: Cyrillic transliterated, accents dropped, at most 60 characters', () => {
    expect(headingSlug('Промокоды CS2 — где искать?')).toBe('promokody-cs2-gde-iskat')
    expect(headingSlug('Щедрый ёжик и объём')).toBe('shchedryy-ezhik-i-obem')
    expect(headingSlug('Café déjà vu')).toBe('cafe-deja-vu')
    expect(headingSlug('!!! ★ ???')).toBe('section')
    const long = headingSlug('word '.repeat(30))
    expect(long.length).toBeLessThanOrEqual(60)
    expect(long).toMatch(/^word(-word)*$/)
  })

  it('gives every heading without an id one, first among its attributes, unique within the text', () => {
    const html =
      '<h2>Как получить</h2><p>…</p><h3 class="x">Как получить</h3><h2 id="kak-poluchit-3">Taken</h2>' +
      '<h4 id="">Итоги</h4><p id="itogi">a paragraph took it</p><h2>Why <b>us</b>?</h2><h5>Not a heading here</h5>'
    expect(withHeadingIds(html)).toBe(
      '<h2 id="kak-poluchit">Как получить</h2><p>…</p><h3 id="kak-poluchit-2" class="x">Как получить</h3><h2 id="kak-poluchit-3">Taken</h2>' +
        '<h4 id="itogi-2">Итоги</h4><p id="itogi">a paragraph took it</p><h2 id="why-us">Why <b>us</b>?</h2><h5>Not a heading here</h5>',
    )
    // Every h2-h4 is now in the table of contents; a second save changes nothing.
    expect(headingsOf(withHeadingIds(html)).map((heading) => heading.id)).toEqual([
      'kak-poluchit',
      'kak-poluchit-2',
      'kak-poluchit-3',
      'itogi-2',
      'why-us',
    ])
    expect(withHeadingIds(withHeadingIds(html))).toBe(withHeadingIds(html))
  })
})
