// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { previewText } from './preview-headings'

describe('previewText', () => {
  it('lists every h2-h4 heading in order, with its level and plain text', () => {
    const { headings } = previewText(
      '<h2 id="ways">Ways to <b>get</b> skins</h2><p>x</p><h3 id="cases">Cases</h3><h4 id="daily">Daily</h4><h5>Not listed</h5>',
      'en-',
    )
    expect(headings).toEqual([
      { id: 'en-ways', level: 2, text: 'Ways to get skins' },
      { id: 'en-cases', level: 3, text: 'Cases' },
      { id: 'en-daily', level: 4, text: 'Daily' },
    ])
  })

  it('gives a heading without an id a stand-in one, as the server will give it one on save', () => {
    const { html, headings } = previewText('<h2>New part</h2><h2 id="">Empty id</h2>', 'ru-')
    expect(headings.map((heading) => heading.id)).toEqual(['ru-heading-1', 'ru-heading-2'])
    expect(html).toBe('<h2 id="ru-heading-1">New part</h2><h2 id="ru-heading-2">Empty id</h2>')
  })

  it('keeps ids unique', () => {
    const { headings } = previewText('<h2 id="a">One</h2><h2 id="a">Two</h2>', '')
    expect(headings.map((heading) => heading.id)).toEqual(['a', 'a-2'])
  })

  it('leaves the rest of the text alone', () => {
    expect(previewText('<p>Plain <a href="/x">link</a></p>', 'en-')).toEqual({
      html: '<p>Plain <a href="/x">link</a></p>',
      headings: [],
    })
  })
})
