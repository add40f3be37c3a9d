import type { Page } from '@playwright/test'
import { apiGet, type CardPage } from '../api.ts'
import type { BackendMode } from '../fixtures.ts'

type CardListItem = CardPage['data'][number]

interface CardVisit {
  page: Page
  gotoApp: (path: string) => Promise<void>
  backendMode: BackendMode
  apiBaseUrl: string
}

/**
 * Opens the English page of a seeded card, the first one or the one `pick` chooses from the
 * first page of cards, and answers it. The demo's fake backend answers from inside a page, so
 * there a page of the app is loaded first; api:serve is asked directly.
 */
export async function openCard(
  { page, gotoApp, backendMode, apiBaseUrl }: CardVisit,
  pick: (cards: readonly CardListItem[]) => CardListItem | undefined = (cards) => cards[0],
): Promise<CardListItem> {
  if (backendMode === 'browser-mock') await gotoApp('/en')
  const { data } = await apiGet<CardPage>(page, backendMode, apiBaseUrl, '/cards')
  const card = pick(data) ?? data[0]!
  await gotoApp(`/en/cards/${card.slug}`)
  return card
}
