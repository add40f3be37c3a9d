import { describe, expect, it } from 'vitest'
import { freshDb, personaUser } from '../../testing/backend/fake-db.ts'
import { addComment, listComments, ratingOf } from './comments.ts'

describe('comments', () => {
  it('checks evaluation 1-5 and text 3-1000 characters, reporting both fields at once', async () => {
    const db = await freshDb()
    const user = personaUser(db, 'regular')
    await expect(addComment(db, user, 'card', 1, { evaluation: '6', text: 'ok' })).rejects.toMatchObject({
      kind: 'invalid',
      fields: {
        evaluation: [{ en: 'The rating must be a whole number from 1 to 5.' }],
        text: [{ en: 'The text must be 3 to 1000 characters long.' }],
      },
    })
    await expect(addComment(db, user, 'card', 1, { evaluation: '0', text: 'fine text' })).rejects.toMatchObject({
      fields: { evaluation: [{ en: 'The rating must be a whole number from 1 to 5.' }] },
    })
    await expect(addComment(db, user, 'card', 1, { evaluation: '4.5', text: 'fine text' })).rejects.toMatchObject({
      kind: 'invalid',
    })
    await expect(addComment(db, user, 'card', 1, { evaluation: undefined, text: '   ' })).rejects.toMatchObject({
      fields: { evaluation: [{ en: 'This field is required.' }], text: [{ en: 'This field is required.' }] },
    })
    await expect(addComment(db, user, 'card', 1, { evaluation: 5, text: 'x'.repeat(1001) })).rejects.toMatchObject({
      fields: { text: [{ en: 'The text must be 3 to 1000 characters long.' }] },
    })
  })

  it('accepts the bounds and makes the rating the mean of evaluations', async () => {
    const db = await freshDb()
    const target = db.articles.all().find((article) => listComments(db, 'article', article.id, 1).total === 0)
    if (!target) throw new Error('the seed should leave an article without comments')
    expect(ratingOf(db, 'article', target.id)).toBe(0)
    await addComment(db, personaUser(db, 'regular'), 'article', target.id, { evaluation: '5', text: 'abc' })
    await addComment(db, personaUser(db, 'rich'), 'article', target.id, { evaluation: '4', text: 'y'.repeat(1000) })
    await addComment(db, personaUser(db, 'admin'), 'article', target.id, { evaluation: 4, text: 'Nice one' })
    expect(ratingOf(db, 'article', target.id)).toBe(4.33)
    const page = listComments(db, 'article', target.id, 1)
    expect(page.total).toBe(3)
    expect(page.items[0]).toMatchObject({ userId: 4, evaluation: 4, text: 'Nice one' })
  })
})
