import type { Page } from '@playwright/test'
import type { BackendMode } from './fixtures.ts'
import type { components } from '../src/api/schema'

type Schemas = components['schemas']

/**
 * Reads the fake backend the way the page sees it, to pick test data from the seed instead of
 * hard-coding it: over HTTP in the http-api project, from inside the page in the demo.
 */
export async function apiGet<T>(
  page: Page,
  backendMode: BackendMode,
  apiBaseUrl: string,
  path: string,
  locale: 'ru' | 'en' = 'en',
): Promise<T> {
  if (backendMode === 'http-api') {
    const response = await page.request.get(`${apiBaseUrl}${path}`, { headers: { 'Accept-Language': locale } })
    if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`)
    return (await response.json()) as T
  }
  return page.evaluate(
    async ({ url, lang }) => {
      const response = await fetch(url, { headers: { 'Accept-Language': lang }, credentials: 'include' })
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`)
      return (await response.json()) as unknown
    },
    { url: `/api${path}`, lang: locale },
  ) as Promise<T>
}

export type CategoryPage = Schemas['CategoryPage']
export type CardPage = Schemas['CardPage']
export type CardResponse = Schemas['CardResponse']
export type SubcategoriesResponse = Schemas['SubcategoriesResponse']
export type ArticlePage = Schemas['ArticlePage']
export type CardsResponse = Schemas['CardsResponse']

/** Any call of the API as the page makes it (with its session), answering the status and the parsed body. */
export async function apiCall(
  page: Page,
  backendMode: BackendMode,
  apiBaseUrl: string,
  path: string,
  options: { method?: 'GET' | 'DELETE'; locale?: 'ru' | 'en' } = {},
): Promise<{ status: number; body: unknown }> {
  const { method = 'GET', locale = 'en' } = options
  if (backendMode === 'http-api') {
    const response = await page.request.fetch(`${apiBaseUrl}${path}`, {
      method,
      headers: { 'Accept-Language': locale },
    })
    const text = await response.text()
    return { status: response.status(), body: text === '' ? null : (JSON.parse(text) as unknown) }
  }
  return page.evaluate(
    async ({ url, verb, lang }) => {
      const response = await fetch(url, { method: verb, headers: { 'Accept-Language': lang }, credentials: 'include' })
      const text = await response.text()
      return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) }
    },
    { url: `/api${path}`, verb: method, lang: locale },
  )
}
