/**
 * Hand-made admin records and a small in-memory admin API (msw handlers typed by the contract)
 * for the panel's stories and component tests, until the fake backend's admin handlers land:
 *
 *   parameters: { msw: fakeAdminApi() }                                  // a story
 *   const server = setupServer(...fakeAdminApi({ categories: [] }))      // a component test
 *
 * It answers `GET /admin/access`, list/get/create/update/delete of categories, badges and card
 * types (search, sort in the request's language, `filter[...]`, pages; 409 for a record cards
 * still use) and uploads. Its records start afresh whenever the fake backend is reset (before
 * each story). Retire it when the real handlers (mocks/) cover the admin API.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import type { Schemas } from '~/api/types'

type Category = Schemas['AdminCategory']
type Badge = Schemas['AdminBadge']
type CardType = Schemas['AdminCardType']

function tile(label: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="12" fill="${color}"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Arial" font-weight="700" font-size="24" fill="#fff">${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

function makeAdminCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 1,
    slug: 'cs2-cases',
    name: { ru: 'Кейсы CS2', en: 'CS2 cases' },
    image: 'https://cdn.example.com/uploads/12.webp',
    showAlert: false,
    seoTitle: { ru: 'Кейсы CS2 — бесплатные скины', en: null },
    seoDescription: { ru: null, en: null },
    position: 0,
    cardsCount: 24,
    subcategoriesCount: 3,
    ...overrides,
  }
}

export const adminCategories: Category[] = [
  makeAdminCategory(),
  makeAdminCategory({ id: 2, slug: 'rust', name: { ru: 'Rust', en: 'Rust' }, image: tile('RU', '#c8462f'), position: 1, cardsCount: 12, subcategoriesCount: 0 }),
  makeAdminCategory({ id: 3, slug: 'dota2', name: { ru: 'Дота 2', en: 'Dota 2' }, image: tile('D2', '#b23b3b'), position: 2, cardsCount: 9, subcategoriesCount: 1 }),
  makeAdminCategory({ id: 4, slug: 'free-bonuses', name: { ru: 'Бесплатные бонусы', en: 'Free bonuses' }, image: tile('FB', '#2fa37a'), position: 3, cardsCount: 0, subcategoriesCount: 0 }),
]

/** A category with names far longer than a cell. */
export const longCategory = makeAdminCategory({
  id: 9,
  slug: 'the-very-long-category-slug-that-goes-on-and-on-for-testing-purposes',
  name: {
    ru: 'Очень длинное название категории, которое не помещается в ячейку таблицы и обрезается многоточием',
    en: 'A very long category name that does not fit into a table cell and is cut with an ellipsis at its end',
  },
  position: 100000,
  cardsCount: 1234567,
})

const adminBadges: Badge[] = [
  { id: 1, text: { ru: 'Промокод', en: 'Promocode' }, color: '#29a36a', cardsCount: 18 },
  { id: 2, text: { ru: 'Новое', en: 'New' }, color: '#4f7cff', cardsCount: 0 },
  { id: 3, text: { ru: 'Топ', en: 'Top' }, color: '#ffd166', cardsCount: 5 },
]

export const adminCardTypes: CardType[] = [
  { id: 1, slug: 'case-site', name: { ru: 'Сайт с кейсами', en: 'Case site' }, cardsCount: 31 },
  { id: 2, slug: 'roulette', name: { ru: 'Рулетка', en: 'Roulette' }, cardsCount: 0 },
]

/** What `GET /admin/access` answers for the two staff personas. */
const adminAccess: Schemas['AdminAccess'] = {
  sections: ['articles', 'categories', 'subcategories', 'cards', 'card-types', 'badges', 'banners', 'cases', 'tasks', 'promocodes', 'giveaways', 'rewards', 'notifications', 'contacts', 'users', 'roles'],
  canUpload: true,
}
export const editorAccess: Schemas['AdminAccess'] = { sections: ['articles'], canUpload: true }

type Row = { id: number; cardsCount?: number } & Record<string, unknown>

/** The sortable and searchable fields of each kind, as the contract names them. */
interface Kind {
  path: string
  initial: Row[]
  rows: Row[]
  /** Texts that `search` looks in. */
  text: (row: Row) => string
  /** The value a sort field orders by, in the request's language. */
  sortValue: (row: Row, field: string, language: 'ru' | 'en') => string | number
  defaultSort: string
}

const bothLanguages = (value: unknown) => {
  const text = value as { ru: string; en: string }
  return `${text.ru} ${text.en}`
}
const inLanguage = (value: unknown, language: 'ru' | 'en') => (value as { ru: string; en: string })[language]

export interface FakeAdminApiOptions {
  access?: Schemas['AdminAccess']
  categories?: Category[]
  badges?: Badge[]
  cardTypes?: CardType[]
  /** Answers slower, to see busy states. */
  latencyMs?: number
}

/** A stateful fake of the admin API for the three configured kinds; each call of this starts afresh. */
export function fakeAdminApi(options: FakeAdminApiOptions = {}): HttpHandler[] {
  const clone = (rows: readonly object[]) => rows.map((row) => structuredClone(row) as Row)
  const kinds: Kind[] = [
    {
      path: 'categories',
      initial: clone(options.categories ?? adminCategories),
      rows: [],
      text: (row) => `${bothLanguages(row.name)} ${String(row.slug)}`,
      sortValue: (row, field, language) => (field === 'name' ? inLanguage(row.name, language) : (row[field] as number)),
      defaultSort: 'position',
    },
    {
      path: 'badges',
      initial: clone(options.badges ?? adminBadges),
      rows: [],
      text: (row) => bothLanguages(row.text),
      sortValue: (row, field, language) => (field === 'text' ? inLanguage(row.text, language) : (row[field] as number)),
      defaultSort: 'text',
    },
    {
      path: 'card-types',
      initial: clone(options.cardTypes ?? adminCardTypes),
      rows: [],
      text: (row) => `${bothLanguages(row.name)} ${String(row.slug)}`,
      sortValue: (row, field, language) => (field === 'name' ? inLanguage(row.name, language) : (row[field] as number)),
      defaultSort: 'name',
    },
  ]
  const reset = () => {
    for (const kind of kinds) kind.rows = clone(kind.initial)
  }
  reset()
  const wait = () => (options.latencyMs ? delay(options.latencyMs) : undefined)
  let nextId = 1000

  const handlers: HttpHandler[] = [
    // The stories' environment resets the fake backend before each story: start afresh too,
    // then let the real reset run.
    http.post('*/api/__control/reset', () => {
      reset()
    }),
    http.get('*/api/admin/access', async () => {
      await wait()
      return HttpResponse.json<Schemas['AdminAccessResponse']>({ data: options.access ?? adminAccess })
    }),
    http.post<never, FormData, Schemas['AdminUploadResponse'] | Schemas['ValidationErrors']>('*/api/admin/uploads', async ({ request }) => {
      await wait()
      const file = (await request.formData()).get('file')
      if (!(file instanceof Blob)) return HttpResponse.json<Schemas['ValidationErrors']>({ errors: { file: ['Choose an image.'] } }, { status: 422 })
      return HttpResponse.json<Schemas['AdminUploadResponse']>({ data: { url: `https://cdn.example.com/uploads/${nextId++}.png` } }, { status: 201 })
    }),
  ]

  for (const kind of kinds) {
    const find = (id: string | readonly string[] | undefined) => kind.rows.find((row) => String(row.id) === String(id))
    handlers.push(
      http.get(`*/api/admin/${kind.path}`, async ({ request }) => {
        await wait()
        const url = new URL(request.url)
        const search = url.searchParams.get('search')?.toLowerCase() ?? ''
        const perPage = Number(url.searchParams.get('per_page') ?? 20)
        const page = Number(url.searchParams.get('page') ?? 1)
        const language = request.headers.get('Accept-Language') === 'ru' ? 'ru' : 'en'
        const sort = url.searchParams.get('sort') ?? kind.defaultSort
        const desc = sort.startsWith('-')
        const field = desc ? sort.slice(1) : sort
        const filters = [...url.searchParams].flatMap(([key, value]) => {
          const name = /^filter\[(\w+)\]$/.exec(key)?.[1]
          return name ? [[name, value] as const] : []
        })
        const rows = kind.rows
          .filter((row) => kind.text(row).toLowerCase().includes(search))
          .filter((row) => filters.every(([name, value]) => String(row[name]) === value))
          .sort((a, b) => {
            const [x, y] = [kind.sortValue(a, field, language), kind.sortValue(b, field, language)]
            const order = typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y)
            return desc ? -order : order
          })
        const lastPage = Math.max(1, Math.ceil(rows.length / perPage))
        return HttpResponse.json({
          data: rows.slice((page - 1) * perPage, page * perPage),
          pagination: { total: rows.length, current_page: page, last_page: lastPage },
        })
      }),
      http.get(`*/api/admin/${kind.path}/:id`, async ({ params }) => {
        await wait()
        const row = find(params.id)
        return row ? HttpResponse.json({ data: row }) : HttpResponse.json<Schemas['Error']>({ error: 'Not found' }, { status: 404 })
      }),
      http.post(`*/api/admin/${kind.path}`, async ({ request }) => {
        await wait()
        const row = { ...fromForm(await request.formData()), id: nextId++, cardsCount: 0 } as Row
        if (kind.path === 'categories') row.subcategoriesCount = 0
        kind.rows.push(row)
        return HttpResponse.json({ data: row }, { status: 201 })
      }),
      http.put(`*/api/admin/${kind.path}/:id`, async ({ params, request }) => {
        await wait()
        const row = find(params.id)
        if (!row) return HttpResponse.json<Schemas['Error']>({ error: 'Not found' }, { status: 404 })
        Object.assign(row, fromForm(await request.formData()))
        return HttpResponse.json({ data: row })
      }),
      http.delete(`*/api/admin/${kind.path}/:id`, async ({ params }) => {
        await wait()
        const row = find(params.id)
        if (!row) return HttpResponse.json<Schemas['Error']>({ error: 'Not found' }, { status: 404 })
        if (row.cardsCount) return HttpResponse.json<Schemas['Error']>({ error: `Cards still use it: ${row.cardsCount}.` }, { status: 409 })
        kind.rows.splice(kind.rows.indexOf(row), 1)
        return new HttpResponse(null, { status: 204 })
      }),
    )
  }
  return handlers
}

/** A multipart body as the API reads it: JSON text for objects, `true`/`false`, numbers. */
function fromForm(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const [key, value] of form) {
    if (typeof value !== 'string') continue
    if (value === 'true' || value === 'false') values[key] = value === 'true'
    else if (/^-?\d+$/.test(value)) values[key] = Number(value)
    else if (value.startsWith('{') || value.startsWith('[')) values[key] = JSON.parse(value) as unknown
    else values[key] = value
  }
  return values
}

/** Every admin call answers this status with an `error` text (or nothing for 401). */
export function failingAdminApi(status: number, error = 'Something went wrong...'): HttpHandler[] {
  return [http.all('*/api/admin/*', () => HttpResponse.json(status === 401 ? {} : { error }, { status }))]
}

/** Admin calls that never answer (loading states). */
export const pendingAdminApi: HttpHandler[] = [http.all('*/api/admin/*', () => delay('infinite'))]
