import { describe, expect, it } from 'vitest'
import { ApiError } from '~/api/api-error'
import { createApiClient } from '~/api/client'
import { startTestBackend } from '@testing/backend/test-backend'
import { createResourceApi } from './resource-api'
import { uploadImage } from './upload-image'

const categoriesApi = createResourceApi('/admin/categories', '/admin/categories/{id}')

/** The fake backend with `admin` signed in; `last()` is the last request the client sent. */
async function setup() {
  const backend = await startTestBackend({ persona: 'admin' })
  const api = createApiClient({ baseUrl: 'http://localhost/api', locale: 'en', fetch: backend.fetch })
  const last = () => backend.requests.at(-1)!
  return { api, categories: categoriesApi(api), last }
}

/** The first bytes of a PNG file: the fake backend looks at them, not at the name or type. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

describe('createResourceApi', () => {
  it('lists a page with the query in the contract form (deepObject filters)', async () => {
    const { api, last } = await setup()
    const cards = createResourceApi('/admin/cards', '/admin/cards/{id}')(api)
    await cards
      .list({ page: 2, search: 'rush', sort: '-title', filter: { category: 3, top: true } })
      .catch(() => undefined)
    const url = new URL(last().url)
    expect(url.pathname).toBe('/api/admin/cards')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      search: 'rush',
      sort: '-title',
      'filter[category]': '3',
      'filter[top]': 'true',
    })
  })

  it('answers the list page and one record', async () => {
    const { categories } = await setup()
    const page = await categories.list({ sort: '-cardsCount', per_page: 2 })
    expect(page.data.map((category) => category.slug)).toEqual(['cs2-cases', 'free-skins'])
    expect(page.pagination).toEqual({ total: 8, current_page: 1, last_page: 4 })
    expect((await categories.get(3)).name.en).toBe('Rust skins')
  })

  it('creates and updates with multipart bodies, objects as JSON text', async () => {
    const { categories, last } = await setup()
    const input = {
      slug: 'knives',
      name: { ru: 'Ножи', en: 'Knives' },
      image: 'https://cdn.example.com/k.png',
      showAlert: true,
      seoTitle: { ru: null, en: 'Knives' },
      seoDescription: { ru: null, en: null },
      position: 7,
    }
    const created = await categories.create(input)
    expect(last().method).toBe('POST')
    const form = await last().formData()
    expect(form.get('name')).toBe('{"ru":"Ножи","en":"Knives"}')
    expect(form.get('showAlert')).toBe('true')
    expect(created).toMatchObject({ slug: 'knives', position: 7, cardsCount: 0 })

    const updated = await categories.update(created.id, { ...input, position: 8 })
    expect(last().method).toBe('PUT')
    expect(new URL(last().url).pathname).toBe(`/api/admin/categories/${created.id}`)
    expect(updated.position).toBe(8)
  })

  it('deletes, and turns refusals into ApiErrors with the server text', async () => {
    const { categories, last } = await setup()
    const unused = await categories.create({
      slug: 'unused',
      name: { ru: 'Пустая', en: 'Unused' },
      image: 'https://cdn.example.com/u.png',
      showAlert: false,
      seoTitle: { ru: null, en: null },
      seoDescription: { ru: null, en: null },
      position: 9,
    })
    await expect(categories.remove(unused.id)).resolves.toBeUndefined()
    expect(last().method).toBe('DELETE')
    expect(new URL(last().url).pathname).toBe(`/api/admin/categories/${unused.id}`)
    const refusal = await categories.remove(1).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ApiError)
    expect((refusal as ApiError).problem).toEqual({
      kind: 'message',
      status: 409,
      message: 'It cannot be deleted while these use it: 22 cards and 3 subcategories.',
    })
    await expect(categories.get(unused.id)).rejects.toMatchObject({ status: 404 })
  })

  it('uploads an image as a file part and answers its URL', async () => {
    const { api, last } = await setup()
    const url = await uploadImage(api, new File([new Uint8Array(PNG_SIGNATURE)], 'a.png', { type: 'image/png' }))
    expect(url).toMatch(/^http:\/\/localhost\/api\/uploads\/\d+$/)
    const file = (await last().formData()).get('file')
    expect(file).toBeInstanceOf(Blob)
    expect((file as File).name).toBe('a.png')
  })
})
