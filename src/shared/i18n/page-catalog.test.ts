import { describe, expect, it } from 'vitest'
import type { CatalogMessages } from './messages'
import { rememberCatalog, renderWithEncodedCatalogs, serializedCatalog } from './page-catalog'

const decoder = new TextDecoder()
const text = ({ chunks }: { chunks: Uint8Array[] }) => decoder.decode(Buffer.concat(chunks))

function catalog(text: string): CatalogMessages {
  return { greeting: [text], closing: ['</script> <b>'] }
}

describe('renderWithEncodedCatalogs', () => {
  it('gives the bytes of the page as written with its catalog in place', () => {
    const russian = rememberCatalog('ru', catalog('Привет, мир'))
    const page = () => `<body><script id="c">${serializedCatalog(russian)}</script><p>Страница</p></body>`
    expect(text(renderWithEncodedCatalogs(page, '<!DOCTYPE html>'))).toBe(`<!DOCTYPE html>${page()}`)
    expect(page()).toContain('\\u003c/script>')
  })

  it('places every catalog of the page, of either locale, the same again on the next render', () => {
    const russian = rememberCatalog('ru', catalog('Кейсы'))
    const english = rememberCatalog('en', catalog('Cases'))
    const page = () => `${serializedCatalog(english)}|${serializedCatalog(russian)}|end`
    const expected = `>${page()}`
    expect(text(renderWithEncodedCatalogs(page, '>'))).toBe(expected)
    expect(text(renderWithEncodedCatalogs(page, '>'))).toBe(expected)
  })

  it('writes a catalog it does not know as text, and a page without one as it is', () => {
    const unknown = catalog('not remembered')
    expect(text(renderWithEncodedCatalogs(() => `[${serializedCatalog(unknown)}]`, ''))).toBe(
      `[${serializedCatalog(unknown)}]`,
    )
    expect(text(renderWithEncodedCatalogs(() => 'plain', '<!doctype>'))).toBe('<!doctype>plain')
  })

  it('gives the page its text back with the placeholders, for checks that read it, and leaves no placeholder after', () => {
    const russian = rememberCatalog('ru', catalog('Текст'))
    const { html } = renderWithEncodedCatalogs(() => `<!--$!-->${serializedCatalog(russian)}`, '')
    expect(html.startsWith('<!--$!-->')).toBe(true)
    expect(serializedCatalog(russian)).toBe(JSON.stringify(russian).replace(/</g, '\\u003c'))
  })

  it('leaves no placeholder behind after a render that throws', () => {
    const russian = rememberCatalog('ru', catalog('Ошибка'))
    expect(() =>
      renderWithEncodedCatalogs(() => {
        throw new Error('render failed')
      }, ''),
    ).toThrow('render failed')
    expect(serializedCatalog(russian)).toContain('Ошибка')
  })
})
