import { describe, expect, it } from 'vitest'
import { clock } from '../../clock.ts'
import type { Db } from '../../db/db.ts'
import type { ArticleRow } from '../../db/schema/articles.ts'
import { presentArticle } from '../../present/content.ts'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { articleBySlug, listArticles, viewArticle } from '../articles.ts'
import { addComment, listComments } from '../comments.ts'
import { search } from '../search.ts'
import { articlesAdmin } from './articles.ts'
import { deleteRecord, listRecords, updateRecord, type AdminListQuery } from './crud.ts'

const both = (ru: string, en: string): string => JSON.stringify({ ru, en })

const fields = {
  slug: 'skins-for-free',
  title: both('Скины бесплатно', 'Skins for free'),
  description: both('Коротко о главном.', 'The short of it.'),
  preview: both('https://cdn.example/ru.png', 'https://cdn.example/en.png'),
  text: both(
    '<h2>С чего начать</h2><p>…</p><h3>С чего начать</h3>',
    '<h2 id="start">Start</h2><h3 class="x">Where to look</h3>',
  ),
  promocode: 'FREE25',
  url: '',
  published: 'true',
  seoTitle: both('Скины', ''),
  seoDescription: '',
}

const query = (overrides: Partial<AdminListQuery> = {}): AdminListQuery => ({
  page: 1,
  perPage: 100,
  filters: {},
  locale: 'en',
  ...overrides,
})
const DRAFT = 'best-free-cases-of-the-month'

function allPublicSlugs(db: Db): string[] {
  const first = listArticles(db, 1)
  const slugs = first.items.map((row) => row.slug)
  for (let page = 2; page <= first.lastPage; page++) slugs.push(...listArticles(db, page).items.map((row) => row.slug))
  return slugs
}

describe('articles in the admin panel', () => {
  it('creates an article that visitors read at once, with ids on its headings for the table of contents', async () => {
    const db = await freshDb()
    const row = await articlesAdmin.create(
      { db, actor: personaUser(db, 'editor') },
      { ...fields, views: '999', rating: '5' },
    )
    expect(row).toMatchObject({
      views: 0,
      published: true,
      promocode: 'FREE25',
      url: null,
      createdAtMs: clock.now(),
      updatedAtMs: clock.now(),
      seoTitle: { ru: 'Скины', en: null },
    })
    expect(row.text.ru).toBe(
      '<h2 id="s-chego-nachat">С чего начать</h2><p>…</p><h3 id="s-chego-nachat-2">С чего начать</h3>',
    )
    expect(row.text.en).toBe('<h2 id="start">Start</h2><h3 id="where-to-look" class="x">Where to look</h3>')
    expect(listArticles(db, 1).items[0]?.slug).toBe('skins-for-free')
    const page = presentArticle(db, await viewArticle(db, 'skins-for-free'), 'en')
    expect(page.text_headings).toEqual([
      { id: 'start', level: 2, text: 'Start' },
      { id: 'where-to-look', level: 3, text: 'Where to look' },
    ])
    expect(
      presentArticle(db, articleBySlug(db, 'skins-for-free'), 'ru').text_headings.map((heading) => heading.id),
    ).toEqual(['s-chego-nachat', 's-chego-nachat-2'])
    expect(
      search(db, { text: 'skins for free', type: 'articles', locale: 'en', page: 1 }).items.map((hit) => hit.slug),
    ).toEqual(['skins-for-free'])
  })

  it('shows a draft once it is published, and hides a published one again', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const draft = articleBySlugInPanel(db, DRAFT)
    clock.advance(60_000)
    const published = await updateRecord(db, articlesAdmin, admin, draft.id, { ...fieldsOf(draft), published: 'true' })
    expect(published.updatedAtMs).toBe(clock.now())
    expect(published.createdAtMs).toBe(draft.createdAtMs)
    expect(allPublicSlugs(db)).toContain(DRAFT)
    expect(
      search(db, { text: 'Черновик', type: 'articles', locale: 'ru', page: 1 }).items.map((hit) => hit.slug),
    ).toEqual([DRAFT])
    const first = listArticles(db, 1).items[0]
    if (!first) throw new Error('articles are seeded')
    await updateRecord(db, articlesAdmin, admin, first.id, { ...fieldsOf(first), published: 'false' })
    expect(() => articleBySlug(db, first.slug)).toThrowError('The article was not found')
    expect(allPublicSlugs(db)).not.toContain(first.slug)
  })

  it("names each field's problem, keeps slugs unique and lets an article keep its images", async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    const taken = listArticles(db, 1).items[0]?.slug ?? ''
    await expect(
      articlesAdmin.create(context, {
        ...fields,
        slug: taken,
        title: both('', 'x'),
        preview: both('https://cdn.example/ru.png', 'javascript:alert(1)'),
        url: 'ftp://files',
      }),
    ).rejects.toMatchObject({
      kind: 'invalid',
      fields: {
        slug: [{ en: 'This slug is already taken.' }],
        'title.ru': [{ en: 'This field is required.' }],
        'preview.en': [{ en: 'Upload an image or give its address starting with http:// or https://.' }],
        url: [{ en: 'The address must start with http:// or https://.' }],
      },
    })
    await expect(
      articlesAdmin.create(context, { ...fields, slug: 'Not A Slug', published: 'maybe' }),
    ).rejects.toMatchObject({
      fields: {
        slug: [{ en: 'Lowercase Latin letters, digits and single dashes, e.g. cs2-cases.' }],
        published: [{ en: 'Answer yes or no.' }],
      },
    })
    const draft = articleBySlugInPanel(db, DRAFT)
    const kept = await articlesAdmin.update(context, draft, { ...fieldsOf(draft), title: both('Новое', 'New') })
    expect(kept.preview).toEqual(draft.preview)
    expect(kept.slug).toBe(DRAFT)
  })

  it('filters by published, sorts by date, title and views, and searches slugs, titles and codes', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    expect(listRecords(db, articlesAdmin, admin, query()).total).toBe(31)
    expect(
      listRecords(db, articlesAdmin, admin, query({ filters: { published: 'false' } })).items.map((row) => row.slug),
    ).toEqual([DRAFT])
    expect(listRecords(db, articlesAdmin, admin, query({ filters: { published: 'true' } })).total).toBe(30)
    const newestFirst = listRecords(db, articlesAdmin, admin, query()).items.map((row) => row.createdAtMs)
    expect(newestFirst).toEqual([...newestFirst].sort((x, y) => y - x))
    const byViews = listRecords(db, articlesAdmin, admin, query({ sort: '-views' })).items.map((row) => row.views)
    expect(byViews).toEqual([...byViews].sort((x, y) => y - x))
    const titles = listRecords(db, articlesAdmin, admin, query({ sort: 'title', locale: 'ru' })).items.map(
      (row) => row.title.ru,
    )
    expect(titles).toEqual([...titles].sort((x, y) => x.localeCompare(y, 'ru')))
    expect(listRecords(db, articlesAdmin, admin, query({ search: 'черновик' })).items.map((row) => row.slug)).toEqual([
      DRAFT,
    ])
    const withCode = db.articles.findMany((q) => q.where({ promocode: (code) => code !== null }))[0]
    expect(
      listRecords(db, articlesAdmin, admin, query({ search: withCode?.promocode?.toLowerCase() ?? '' })).items.map(
        (row) => row.id,
      ),
    ).toContain(withCode?.id)
    expect(() => listRecords(db, articlesAdmin, admin, query({ filters: { published: 'yes' } }))).toThrowError(
      'invalid: filter.published',
    )
    expect(() => listRecords(db, articlesAdmin, admin, query({ sort: 'rating' }))).toThrowError('invalid: sort')
  })

  it('deletes an article with its comments, and only its comments', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const [first, second] = listArticles(db, 1).items
    if (!first || !second) throw new Error('articles are seeded')
    await addComment(db, personaUser(db, 'regular'), 'article', first.id, { evaluation: '5', text: 'Going away' })
    const othersBefore = listComments(db, 'article', second.id, 1).total
    const cardComments = db.comments.findMany((q) => q.where({ target: 'card', targetId: first.id })).length
    expect(articlesAdmin.usedBy(db, first)).toEqual([])
    await deleteRecord(db, articlesAdmin, admin, first.id)
    expect(db.comments.findMany((q) => q.where({ target: 'article', targetId: first.id }))).toEqual([])
    expect(listComments(db, 'article', second.id, 1).total).toBe(othersBefore)
    expect(db.comments.findMany((q) => q.where({ target: 'card', targetId: first.id })).length).toBe(cardComments)
    expect(() => articleBySlug(db, first.slug)).toThrowError('The article was not found')
  })
})

function articleBySlugInPanel(db: Db, slug: string): ArticleRow {
  const row = db.articles.findFirst((q) => q.where({ slug }))
  if (!row) throw new Error(`article ${slug} is seeded`)
  return row
}

/** The form an admin would send back for a row, unchanged. */
function fieldsOf(row: ArticleRow): Record<string, string> {
  return {
    slug: row.slug,
    title: JSON.stringify(row.title),
    description: JSON.stringify(row.description),
    preview: JSON.stringify(row.preview),
    text: JSON.stringify(row.text),
    promocode: row.promocode ?? '',
    url: row.url ?? '',
    published: String(row.published),
    seoTitle: JSON.stringify(row.seoTitle),
    seoDescription: JSON.stringify(row.seoDescription),
  }
}
