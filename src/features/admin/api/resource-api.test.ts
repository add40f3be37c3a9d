import { describe, expect, it } from 'vitest'
import { ApiError } from '~/api/api-error'
import { createApiClient } from '~/api/client'
import { fakeAdminApi } from '../testing/fixtures'
import { handlersFetch } from '../testing/handlers-fetch'
import { createResourceApi } from './resource-api'
import { uploadImage } from './upload-image'

const categoriesApi = createResourceApi('/admin/categories', '/admin/categories/{id}')

function setup() {
  const server = handlersFetch(fakeAdminApi())
  const api = createApiClient({ baseUrl: 'http://localhost/api', locale: 'en', fetch: server.fetch })
  const last = () => server.requests.at(-1)!
  return { api, categories: categoriesApi(api), last }
}

describe('createResourceApi', () => {
  it('lists a page with the query in the contract form (deepObject filters)', async () => {
    const { api, last } = setup()
    const cards = createResourceApi('/admin/cards', '/admin/cards/{id}')(api)
    await cards.list({ page: 2, search: 'rush', sort: '-title', filter: { category: 3, top: true } }).catch(() => undefined)
    const url = new URL(last().url)
    expect(url.pathname).toBe('/api/admin/cards')
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', search: 'rush', sort: '-title', 'filter[category]': '3', 'filter[top]': 'true' })
  })

  it('answers the list page and one record', async () => {
    const { categories } = setup()
    const page = await categories.list({ sort: '-cardsCount', per_page: 2 })
    expect(page.data.map((category) => category.slug)).toEqual(['cs2-cases', 'rust'])
    expect(page.pagination).toEqual({ total: 4, current_page: 1, last_page: 2 })
    expect((await categories.get(3)).name.en).toBe('Dota 2')
  })

  it('creates and updates with multipart bodies, objects as JSON text', async () => {
    const { categories, last } = setup()
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
    const { categories, last } = setup()
    await expect(categories.remove(4)).resolves.toBeUndefined()
    expect(last().method).toBe('DELETE')
    const refusal = await categories.remove(1).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ApiError)
    expect((refusal as ApiError).problem).toEqual({ kind: 'message', status: 409, message: 'Cards still use it: 24.' })
    await expect(categories.get(4)).rejects.toMatchObject({ status: 404 })
  })

  it('uploads an image as a file part and answers its URL', async () => {
    const { api, last } = setup()
    const url = await uploadImage(api, new File(['png'], 'a.png', { type: 'image/png' }))
    expect(url).toMatch(/^https:\/\/cdn\.example\.com\/uploads\/\d+\.png$/)
    const file = (await last().formData()).get('file')
    expect(file).toBeInstanceOf(Blob)
    expect((file as File).name).toBe('a.png')
  })
})
