import type { UserRow } from '../schema/users.ts'
import type { SeededArticle } from './articles.ts'
import type { SeededCard } from './cards.ts'
import { HOUR, type Seeder } from './helpers.ts'
import { commentTexts } from './texts.ts'

export async function seedComments(
  s: Seeder,
  users: UserRow[],
  cards: SeededCard[],
  articles: SeededArticle[],
): Promise<void> {
  const { db, f, now } = s
  // Comments come from ordinary users; personas start without any, so tests can count theirs.
  const authors = users.filter((user) => user.persona === null)
  let id = 1
  const targets: Array<{ target: 'card' | 'article'; targetId: number; max: number }> = [
    ...cards.map((card) => ({ target: 'card' as const, targetId: card.id, max: 6 })),
    ...articles.map((article) => ({ target: 'article' as const, targetId: article.id, max: 4 })),
  ]
  for (const { target, targetId, max } of targets) {
    const count = f.number.int({ min: 0, max })
    for (let n = 0; n < count; n++) {
      await db.comments.create({
        id: id++,
        target,
        targetId,
        userId: f.helpers.arrayElement(authors).id,
        evaluation: f.helpers.weightedArrayElement([
          { weight: 1, value: 1 },
          { weight: 1, value: 2 },
          { weight: 2, value: 3 },
          { weight: 4, value: 4 },
          { weight: 5, value: 5 },
        ]),
        text: f.helpers.arrayElement(commentTexts),
        createdAtMs: now - f.number.int({ min: 1, max: 90 * 24 }) * HOUR,
      })
    }
  }
}
