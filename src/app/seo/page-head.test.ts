import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { msg } from '@lingui/core/macro'
import { clampDescription, firstText, pageHead, privatePageHead } from './page-head'

const ru = { locale: 'ru' as const, messages: {} }
const en = { locale: 'en' as const, messages: {} }

function metaContent(head: ReturnType<typeof pageHead>, key: string): string | undefined {
  for (const tag of head.meta) {
    if (('name' in tag && tag.name === key) || ('property' in tag && tag.property === key)) return tag.content
  }
  return undefined
}

function title(head: ReturnType<typeof pageHead>): string | undefined {
  for (const tag of head.meta) if ('title' in tag) return tag.title
  return undefined
}

// What `npm start` would be started with; a page takes the site's origin from it, never from the build.
beforeEach(() => vi.stubEnv('SITE_URL', 'http://localhost:3000'))
afterEach(() => vi.unstubAllEnvs())

describe('pageHead', () => {
  it("a page the API does not have takes the not-found page's title, whatever the route's, and is not indexed", () => {
    const head = pageHead({ context: en, status: 'notFound', path: '/cards/nope', title: msg`Site with free skins` })
    expect(title(head)).toBe('Page not found')
    expect(metaContent(head, 'robots')).toBe('noindex, follow')
    expect(head.links).toEqual([])
    expect(title(pageHead({ context: en, status: 'success', path: '/cards/x', title: 'SkinBox' }))).toBe('SkinBox')
  })

  it('gives title, description, canonical and Open Graph tags with absolute addresses', () => {
    const head = pageHead({
      context: ru,
      path: '/cards/skinbox',
      title: 'SkinBox — bonus',
      description: 'Free case every day.',
      image: '/storage/cards/skinbox.webp',
      type: 'article',
    })
    expect(title(head)).toBe('SkinBox — bonus')
    expect(metaContent(head, 'description')).toBe('Free case every day.')
    expect(head.links).toContainEqual({ rel: 'canonical', href: 'http://localhost:3000/cards/skinbox' })
    expect(metaContent(head, 'og:url')).toBe('http://localhost:3000/cards/skinbox')
    expect(metaContent(head, 'og:title')).toBe('SkinBox — bonus')
    expect(metaContent(head, 'og:description')).toBe('Free case every day.')
    expect(metaContent(head, 'og:image')).toBe('http://localhost:3000/storage/cards/skinbox.webp')
    expect(metaContent(head, 'og:type')).toBe('article')
    expect(metaContent(head, 'og:locale')).toBe('ru_RU')
  })

  it('links both languages and makes Russian the x-default', () => {
    const head = pageHead({ context: en, path: '/articles', query: { page: 2 }, title: 'Articles' })
    expect(head.links).toEqual([
      { rel: 'canonical', href: 'http://localhost:3000/en/articles?page=2' },
      { rel: 'alternate', hrefLang: 'ru', href: 'http://localhost:3000/articles?page=2' },
      { rel: 'alternate', hrefLang: 'en', href: 'http://localhost:3000/en/articles?page=2' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'http://localhost:3000/articles?page=2' },
    ])
    expect(metaContent(head, 'og:locale')).toBe('en_US')
    expect(metaContent(head, 'og:locale:alternate')).toBe('ru_RU')
  })

  it('uses the home page addresses for the root path', () => {
    const head = pageHead({ context: en, path: '/', title: 'Home' })
    expect(head.links[0]).toEqual({ rel: 'canonical', href: 'http://localhost:3000/en' })
    expect(head.links[1]).toEqual({ rel: 'alternate', hrefLang: 'ru', href: 'http://localhost:3000/' })
  })

  it('leaves empty query values out of the canonical address', () => {
    const head = pageHead({
      context: ru,
      path: '/search',
      query: { search: 'case', type: 'cards', page: undefined, x: '' },
      title: 'S',
      noindex: true,
    })
    expect(head.links[0]?.href).toBe('http://localhost:3000/search?search=case&type=cards')
    expect(metaContent(head, 'robots')).toBe('noindex, follow')
  })

  it('takes the origin from SITE_URL, read when the page renders', () => {
    vi.stubEnv('SITE_URL', 'https://freeskins.example/')
    const head = pageHead({ context: ru, path: '/contacts', title: 'Contacts' })
    expect(head.links[0]?.href).toBe('https://freeskins.example/contacts')
  })

  it('offers no preview image that is not a web address', () => {
    const head = pageHead({ context: ru, path: '/x', title: 'X', image: 'data:image/svg+xml,%3Csvg%3E' })
    expect(metaContent(head, 'og:image')).toBeUndefined()
    expect(metaContent(head, 'twitter:card')).toBe('summary')
  })

  it('translates message descriptors with the page catalog', () => {
    const descriptor = msg`Contacts`
    const head = pageHead({
      context: { locale: 'ru', messages: { [descriptor.id]: 'Kontakty' } },
      path: '/contacts',
      title: descriptor,
    })
    expect(title(head)).toBe('Kontakty')
  })
})

describe('clampDescription', () => {
  it('keeps short texts and flattens whitespace', () => {
    expect(clampDescription('  a\n  b ')).toBe('a b')
  })

  it('cuts long texts at a word', () => {
    const text = `${'word '.repeat(60)}end`
    const clamped = clampDescription(text)
    expect(clamped.length).toBeLessThanOrEqual(160)
    expect(clamped.endsWith('word…')).toBe(true)
  })
})

describe('firstText', () => {
  it('takes the first non-blank candidate', () => {
    expect(firstText(null, '  ', undefined, 'Name', 'Other')).toBe('Name')
    expect(firstText(null)).toBe('')
  })
})

describe('privatePageHead', () => {
  it('joins the titles and tells search engines to keep out, with no canonical or preview tags', () => {
    const head = privatePageHead(en, 'SkinRush', msg`Admin panel`)
    expect(head.meta).toEqual([{ title: 'SkinRush · Admin panel' }, { name: 'robots', content: 'noindex, nofollow' }])
  })

  it('leaves out titles that are empty', () => {
    expect(privatePageHead(en, ' ', msg`Admin panel`).meta[0]).toEqual({ title: 'Admin panel' })
  })
})
