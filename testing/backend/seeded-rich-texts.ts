import { freshDb } from './fake-db.ts'

/**
 * Every rich text of the fake backend's seed that a page renders with RichText: articles' texts,
 * cards' texts and instructions, in both languages.
 */
export async function seededRichTexts(): Promise<string[]> {
  const db = await freshDb()
  return [
    ...db.articles.all().flatMap((article) => [article.text.ru, article.text.en]),
    ...db.cards.all().flatMap((card) => [card.text.ru, card.text.en, card.instruction.ru, card.instruction.en]),
  ]
}
