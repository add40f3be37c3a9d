import { describe, expect, it } from 'vitest'
import { articleHero } from './article-hero.ts'
import { avatarArt } from './avatar.ts'
import { bannerArt } from './banner-art.ts'
import { caseArt } from './case-art.ts'
import { categoryIcon } from './category-icon.ts'
import { itemArt, itemKindOf, wearOf } from './item-art.ts'
import { siteMark } from './site-mark.ts'

const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y

/** Well-formed XML as far as these pictures go: balanced tags, quoted attributes, escaped text. */
function wellFormedErrors(svg: string): string[] {
  const errors: string[] = []
  const open: string[] = []
  let index = 0
  while (index < svg.length) {
    const lt = svg.indexOf('<', index)
    const text = svg.slice(index, lt < 0 ? svg.length : lt)
    if (/&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/.test(text)) errors.push(`bare & in "${text}"`)
    if (lt < 0) break
    TAG.lastIndex = lt
    const tag = TAG.exec(svg)
    if (!tag) {
      errors.push(`bad tag at ${lt}: ${svg.slice(lt, lt + 40)}`)
      break
    }
    const [whole, closing, name, , selfClosing] = tag
    if (closing) {
      if (open.pop() !== name) errors.push(`unbalanced </${name}>`)
    } else if (!selfClosing) open.push(name ?? '')
    if (open.length === 0 && lt + whole.length < svg.length) errors.push('content after the root')
    index = lt + whole.length
  }
  if (open.length) errors.push(`unclosed ${open.join(', ')}`)
  return errors
}

const pictures: Record<string, () => string> = {
  rifle: () => itemArt('AK-47 | Redline (Field-Tested)', '#d32ce6'),
  knife: () => itemArt('★ Karambit | Doppler (Factory New)', '#eb4b4b'),
  gloves: () => itemArt('★ Sport Gloves | Vice (Battle-Scarred)', '#eb4b4b'),
  sticker: () => itemArt('Sticker | Team Spirit (Holo)', '#8847ff'),
  rust: () => itemArt('No Mercy Hoodie', '#5e98d9', 'rust'),
  dota: () => itemArt('Exalted Fractal Horns of Inner Abysm', '#e4ae39', 'dota2'),
  freeCase: () => caseArt('Daily case', '#29a36a', 'free'),
  promoCase: () => caseArt('Promo case', '#7b2cbf', 'promocode'),
  timedCase: () => caseArt('Symbol case', '#e4572e', 'timed'),
  siteMark: () => siteMark('CrateStorm', '#f4a259'),
  hero: () => articleHero('Промокоды', 'dota2', 'ticket', '#7b2cbf'),
  banner: () =>
    bannerArt({
      title: 'Приглашайте друзей & <получайте> монеты',
      color: '#7b2cbf',
      accent: '#3c096c',
      glyph: 'people',
    }),
  bannerWithItem: () =>
    bannerArt({ title: 'Skin shop', color: '#3a86ff', accent: '#023e8a', glyph: 'coin', item: 'rifle' }),
  categoryIcon: () => categoryIcon('ticket', '#7b2cbf'),
  avatar: () => avatarArt('Зинаида_44', '#118ab2'),
}

describe('seeded art', () => {
  it.each(Object.entries(pictures))('draws %s as a small, self-contained, well-formed SVG', (_, draw) => {
    const svg = draw()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+">/)
    expect(wellFormedErrors(svg)).toEqual([])
    expect(svg.length).toBeLessThan(2500)
    // Nothing fetched from elsewhere: no rasters, fonts or outside links.
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|<image|@font-face|url\((?!#)/)
    expect(draw()).toBe(svg)
  })

  it('tells the test apart from a broken picture', () => {
    expect(wellFormedErrors('<svg><g></svg>')).not.toEqual([])
    expect(wellFormedErrors('<svg><text>a & b</text></svg>')).not.toEqual([])
  })

  it('varies a picture with its input', () => {
    expect(itemArt('AK-47 | Redline (Field-Tested)', '#d32ce6')).not.toBe(
      itemArt('AK-47 | Slate (Field-Tested)', '#d32ce6'),
    )
    expect(siteMark('SkinHub', '#e4572e')).not.toBe(siteMark('SkinHub', '#29a36a'))
    expect(caseArt('Daily case', '#29a36a', 'free')).not.toBe(caseArt('Daily case', '#29a36a', 'timed'))
    expect(avatarArt('DarkWolf1', '#ef476f')).not.toBe(avatarArt('DarkWolf2', '#ef476f'))
  })

  it('writes a site name as a two-tone wordmark, escaped', () => {
    expect(siteMark('LootLand', '#3a86ff')).toContain('>Loot<tspan fill="#ffd166">Land</tspan></text>')
    expect(siteMark('Loot<Land>', '#3a86ff')).toContain('Loot&#60;<tspan')
  })
})

describe('itemKindOf', () => {
  it.each([
    ['AK-47 | Redline (Field-Tested)', 'rifle'],
    ['M4A1-S | Decimator (Minimal Wear)', 'rifle'],
    ['AWP | Asiimov (Battle-Scarred)', 'sniper'],
    ['SSG 08 | Dragonfire (Factory New)', 'sniper'],
    ['Glock-18 | Water Elemental (Factory New)', 'pistol'],
    ['Desert Eagle | Blaze (Minimal Wear)', 'pistol'],
    ['MP9 | Starlight Protector (Well-Worn)', 'smg'],
    ['Nova | Hyper Beast (Field-Tested)', 'shotgun'],
    ['★ Karambit | Doppler (Factory New)', 'karambit'],
    ['★ Butterfly Knife | Fade (Minimal Wear)', 'knife'],
    ['★ Sport Gloves | Vice (Field-Tested)', 'gloves'],
    ['★ Hand Wraps | Slaughter (Field-Tested)', 'gloves'],
    ['Sticker | Natus Vincere (Holo) | Katowice 2019', 'sticker'],
  ] as const)('reads %s as a %s', (name, kind) => {
    expect(itemKindOf(name)).toBe(kind)
  })

  it('reads Rust and Dota 2 items by their kinds', () => {
    expect(itemKindOf('Tempered AK47', 'rust')).toBe('rifle')
    expect(itemKindOf('Blackout Hoodie', 'rust')).toBe('hoodie')
    expect(itemKindOf('Whiteout Facemask', 'rust')).toBe('mask')
    expect(itemKindOf('Azul Sword', 'rust')).toBe('sword')
    expect(itemKindOf('Alien Red', 'rust')).toBe('crate')
    expect(itemKindOf('Tempest Helm of the Thundergod', 'dota2')).toBe('helm')
    expect(itemKindOf('Inscribed Manifold Paradox', 'dota2')).toBe('sword')
    expect(itemKindOf('Feast of Abscession', 'dota2')).toBe('gem')
  })
})

describe('wear', () => {
  it('reads the exterior from the end of the name', () => {
    expect(wearOf('AK-47 | Redline (Factory New)')).toBe(0)
    expect(wearOf('AK-47 | Redline (Battle-Scarred)')).toBe(4)
    expect(wearOf('Tempered AK47')).toBeNull()
  })

  it('scratches a worn skin more than a new one', () => {
    const scratches = (svg: string): number =>
      (svg.match(/<path d="([^"]*)" stroke="#e6e9ef"/)?.[1] ?? '').split('M').length - 1
    const fresh = itemArt('AK-47 | Redline (Factory New)', '#d32ce6')
    const scarred = itemArt('AK-47 | Redline (Battle-Scarred)', '#d32ce6')
    expect(scratches(fresh)).toBe(0)
    expect(scratches(scarred)).toBe(12)
  })
})
