import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { NOT_SHOT, onlyMatching, routeIdOfFile, screenList, shotFileName, shotsOf, type SeedFacts } from './screens.ts'

const facts: SeedFacts = {
  category: 'cs2-cases',
  subcategory: 'no-deposit',
  card: 'cratestorm',
  article: 'how-to',
  case: 'daily-case',
  giveaways: { games: 'cyberpunk-key', promocodes: 'skinrush-codes' },
  dropId: 17,
  refCode: 'RAIDER10',
  adminSections: [
    { section: 'articles', firstId: 1 },
    { section: 'roles', firstId: null },
  ],
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

describe('the screen list', () => {
  it('shoots every route file of src/routes, or says why not', () => {
    const root = join(import.meta.dirname, '../../src/routes')
    const ids = routeFiles(root).flatMap((file) => routeIdOfFile(relative(root, file)) ?? [])
    const shot = new Set(screenList(facts).map((screen) => screen.route))
    const missing = [...new Set(ids)].filter((id) => !shot.has(id) && !(id in NOT_SHOT))
    expect(missing, 'route files with no screen: add one to scripts/screens/screens.ts').toEqual([])
  })

  it('names route files as the router does', () => {
    expect(routeIdOfFile('{-$locale}/games/cases/$slug.tsx')).toBe('/games/cases/$slug')
    expect(routeIdOfFile('{-$locale}/admin/$section/route.tsx')).toBe('/admin/$section')
    expect(routeIdOfFile('{-$locale}/route.tsx')).toBe('/')
    expect(routeIdOfFile('robots[.]txt.ts')).toBe('/robots.txt')
    expect(routeIdOfFile('__root.tsx')).toBeNull()
  })

  it('takes slugs from the seed and a section without records gets no edit form', () => {
    const screens = screenList(facts)
    expect(screens.map((screen) => screen.path)).toContain('/games/cases/daily-case')
    expect(screens.filter((screen) => screen.route === '/admin/$section/$id').map((screen) => screen.path)).toEqual([
      '/admin/articles/1',
    ])
  })

  it('shoots each screen in both languages at both widths, each into a file of its own', () => {
    const shots = shotsOf(screenList(facts))
    expect(shots).toHaveLength(screenList(facts).length * 4)
    expect(new Set(shots.map(shotFileName)).size).toBe(shots.length)
  })

  it('--only keeps the screens whose route, address, persona or variant has the text', () => {
    const only = onlyMatching(screenList(facts), 'REF/')
    expect(only.map((screen) => [screen.path, screen.persona])).toEqual([
      ['/ref/RAIDER10', null],
      ['/ref/RAIDER10', 'new'],
    ])
    expect(onlyMatching(screenList(facts), undefined)).toHaveLength(screenList(facts).length)
  })
})
