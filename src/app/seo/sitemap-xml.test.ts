import { describe, expect, it } from 'vitest'
import { buildRobotsTxt, buildSitemapXml } from './sitemap-xml'

describe('buildSitemapXml', () => {
  const xml = buildSitemapXml('https://example.org', [{ path: '/' }, { path: '/cards/a&b' }])

  it('lists every page once per locale', () => {
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])
    expect(locs).toEqual([
      'https://example.org/',
      'https://example.org/en',
      'https://example.org/cards/a&#38;b',
      'https://example.org/en/cards/a&#38;b',
    ])
  })

  it('pairs the language versions with hreflang alternates and an x-default', () => {
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://example.org/en/cards/a&#38;b"/>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://example.org/cards/a&#38;b"/>')
    expect(xml.match(/hreflang="ru"/g)).toHaveLength(4)
  })
})

describe('the admin panel in the sitemap', () => {
  it('is never listed, even when a category slug would make its address', () => {
    const xml = buildSitemapXml('https://example.org', [
      { path: '/admin' },
      { path: '/admin/categories' },
      { path: '/administration' },
    ])
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])
    expect(locs).toEqual(['https://example.org/administration', 'https://example.org/en/administration'])
  })
})

describe('buildRobotsTxt', () => {
  it('points crawlers at the sitemap and keeps them out of private pages', () => {
    const robots = buildRobotsTxt('https://example.org')
    expect(robots).toContain('Sitemap: https://example.org/sitemap.xml')
    expect(robots).toContain('Disallow: /en/profile')
  })

  it('keeps crawlers out of the admin panel in both languages', () => {
    const lines = buildRobotsTxt('https://example.org').split('\n')
    expect(lines).toContain('Disallow: /admin')
    expect(lines).toContain('Disallow: /en/admin')
  })
})
