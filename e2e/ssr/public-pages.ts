import type { Page } from '@playwright/test'
import type { BackendMode } from '../fixtures.ts'
import {
  apiGet,
  type ArticlePage,
  type CardPage,
  type CardResponse,
  type CardsResponse,
  type CategoryPage,
} from '../api.ts'

export type Locale = 'ru' | 'en'
export const LOCALES: readonly Locale[] = ['ru', 'en']

export interface PublicPage {
  name: string
  /** The path without the locale prefix. */
  path: string
  /** The page's main heading, as the API (or the catalog, for the home page) words it. */
  heading: string
  /** A text of the page's body that only its data can produce. */
  content: string
}

const HOME_HEADING: Record<Locale, string> = {
  ru: 'Бесплатные скины CS2, Rust и Dota 2',
  en: 'Free CS2, Rust and Dota 2 skins',
}

export function localizedPath(locale: Locale, path: string): string {
  if (locale === 'ru') return path
  return path === '/' ? '/en' : `/en${path}`
}

/** The public pages issue 3 names (home, a category, a card, an article), read from the fake backend in one language. */
export async function publicPages(
  page: Page,
  backendMode: BackendMode,
  apiBaseUrl: string,
  locale: Locale,
): Promise<PublicPage[]> {
  const get = <T>(path: string) => apiGet<T>(page, backendMode, apiBaseUrl, path, locale)
  const [category] = (await get<CategoryPage>('/categories')).data
  const [listedCard] = (await get<CardPage>(`/categories/${category!.slug}/cards`)).data
  const { data: card } = await get<CardResponse>(`/cards/${listedCard!.slug}`)
  const [article] = (await get<ArticlePage>('/articles')).data
  const [topCard] = (await get<CardsResponse>('/cards/top-cards')).data
  return [
    { name: 'home', path: '/', heading: HOME_HEADING[locale], content: topCard!.title },
    { name: 'category', path: `/${category!.slug}`, heading: category!.name, content: listedCard!.title },
    { name: 'card', path: `/cards/${card.slug}`, heading: card.fullTitle || card.title, content: card.description },
    {
      name: 'article',
      path: `/articles/${article!.slug}`,
      heading: article!.title,
      content: article!.description ?? article!.title,
    },
  ]
}
