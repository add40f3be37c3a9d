import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../db/db.ts'
import { reset } from '../../db/state.ts'
import { categoryBySlug, subcategoryBySlug } from '../../domain/categories.ts'
import { signInPersona } from '../../domain/sessions.ts'
import type { PersonaName } from '../../personas.ts'
import { handlers } from '../index.ts'

/**
 * The content kinds over HTTP, through the same handlers every host runs: what the panel
 * saves is what the public API answers on the next request.
 */

const DRAFT = 'best-free-cases-of-the-month'
const both = (ru: string, en: string): string => JSON.stringify({ ru, en })

async function send(
  path: string,
  init: { method?: string; locale?: 'ru' | 'en'; persona?: PersonaName; form?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'Accept-Language': init.locale ?? 'ru' }
  if (init.persona) headers.Cookie = `session=${(await signInPersona(db, init.persona)).token}`
  let body: FormData | undefined
  if (init.form) {
    body = new FormData()
    for (const [key, value] of Object.entries(init.form)) body.append(key, value)
  }
  const response = await getResponse(
    handlers,
    new Request(`http://localhost/api${path}`, { method: init.method ?? 'GET', headers, body }),
  )
  if (!response) throw new Error(`no handler for ${path}`)
  const text = await response.text()
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) }
}

function slugsOf(body: unknown): string[] {
  const data = (body as { data: Array<{ slug: string }> }).data
  return data.map((item) => item.slug)
}

beforeEach(async () => {
  await reset()
})

describe('content kinds over HTTP', () => {
  it('hides a draft from visitors until an editor publishes it', async () => {
    expect(await send(`/articles/${DRAFT}`)).toEqual({ status: 404, body: { error: 'Статья не найдена' } })
    expect((await send(`/articles/${DRAFT}/comments`)).status).toBe(404)
    const comment = { evaluation: '5', text: 'Early bird' }
    expect(
      (await send(`/articles/${DRAFT}/comments/add`, { method: 'POST', persona: 'regular', form: comment })).status,
    ).toBe(404)
    expect(slugsOf((await send('/search?filter[search]=Черновик&filter[type]=articles')).body)).toEqual([])
    const drafts = await send('/admin/articles?filter[published]=false', { persona: 'editor', locale: 'en' })
    expect(drafts.body).toMatchObject({
      data: [{ slug: DRAFT, published: false, views: 0, rating: 0 }],
      pagination: { total: 1 },
    })

    const id = String((drafts.body as { data: Array<{ id: number }> }).data[0]?.id)
    const record = (await send(`/admin/articles/${id}`, { persona: 'editor' })).body as {
      data: Record<string, unknown>
    }
    const form = Object.fromEntries(
      ['slug', 'title', 'description', 'preview', 'text', 'seoTitle', 'seoDescription'].map((key) => [
        key,
        typeof record.data[key] === 'string' ? record.data[key] : JSON.stringify(record.data[key]),
      ]),
    )
    const text = both('<h2>Новый раздел</h2><p>…</p>', '<h2>A new section</h2><p>…</p>')
    expect(
      (
        await send(`/admin/articles/${id}`, {
          method: 'PUT',
          persona: 'editor',
          form: { ...form, text, published: 'true' },
        })
      ).status,
    ).toBe(200)

    const page = await send(`/articles/${DRAFT}`, { locale: 'en' })
    expect(page.body).toMatchObject({
      data: { slug: DRAFT, text_headings: [{ id: 'a-new-section', level: 2, text: 'A new section' }] },
    })
    expect(
      (await send(`/articles/${DRAFT}/comments/add`, { method: 'POST', persona: 'regular', form: comment })).status,
    ).toBe(201)
    expect(slugsOf((await send('/search?filter[search]=Черновик&filter[type]=articles')).body)).toEqual([DRAFT])
  })

  it('shows a card created in the panel on its category page, in cards and in search, in both languages', async () => {
    const category = categoryBySlug(db, 'cs2-cases')
    const form = {
      slug: 'zeta-drop',
      categoryId: String(category.id),
      subcategoryId: String(subcategoryBySlug(db, category, 'no-deposit').id),
      typeId: '1',
      preview: 'https://cdn.example/zeta.png',
      title: both('Зета Дроп', 'Zeta Drop'),
      fullTitle: both('Зета Дроп — кейсы', 'Zeta Drop: cases'),
      description: both('Кейсы без депозита.', 'Cases with no deposit.'),
      text: both('<p>О сайте</p>', '<p>About</p>'),
      instruction: both('<ol><li>Войдите.</li></ol>', '<ol><li>Sign in.</li></ol>'),
      buttonText: both('Забрать', 'Claim'),
      link: 'https://zeta.example/',
      reward: both('Кейс', 'A case'),
      badgeIds: '[1]',
      position: '0',
      promocodes: JSON.stringify([
        {
          title: { ru: 'Бонус', en: 'Bonus' },
          description: { ru: 'При пополнении', en: 'On top-up' },
          code: 'ZETA5',
          validUntil: null,
          hideLinkRu: false,
        },
      ]),
    }
    const created = await send('/admin/cards', { method: 'POST', persona: 'admin', locale: 'en', form })
    expect(created).toMatchObject({
      status: 201,
      body: {
        data: {
          slug: 'zeta-drop',
          typeId: 1,
          badgeIds: [1],
          promocodes: [{ code: 'ZETA5', validUntil: null }],
          rating: 0,
        },
      },
    })
    for (const locale of ['ru', 'en'] as const) {
      const title = locale === 'ru' ? 'Зета' : 'Zeta'
      expect(
        slugsOf((await send('/categories/cs2-cases/cards?filter[subcategory]=no-deposit', { locale })).body),
      ).toContain('zeta-drop')
      expect(
        slugsOf((await send(`/cards?filter[category]=cs2-cases&filter[search]=${title}`, { locale })).body),
      ).toEqual(['zeta-drop'])
      expect(slugsOf((await send(`/search?filter[search]=${title}&filter[type]=cards`, { locale })).body)).toEqual([
        'zeta-drop',
      ])
      expect((await send('/cards/zeta-drop', { locale })).body).toMatchObject({
        data: { title: locale === 'ru' ? 'Зета Дроп' : 'Zeta Drop', promocodes: [{ code: 'ZETA5' }] },
      })
    }
    const listed = await send('/admin/cards?search=zeta5&sort=-createdAt', { persona: 'admin', locale: 'ru' })
    expect(listed.body).toMatchObject({
      data: [{ slug: 'zeta-drop', categoryName: 'Кейсы CS2' }],
      pagination: { total: 1 },
    })
  })
})
