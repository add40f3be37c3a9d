import { describe, expect, it } from 'vitest'
import type { Schemas } from '~/api/types'
import { articlesResource } from './articles'

const { defaults, toInput } = articlesResource.form

const article: Schemas['AdminArticle'] = {
  id: 1,
  slug: 'how-to',
  title: { ru: 'Как', en: 'How' },
  description: { ru: 'Описание', en: 'Description' },
  preview: { ru: 'https://cdn.example.com/ru.png', en: 'https://cdn.example.com/en.png' },
  text: { ru: '<h2 id="start">Начало</h2>', en: '<h2 id="start">Start</h2>' },
  promocode: 'FREE10',
  url: null,
  published: true,
  seoTitle: { ru: null, en: 'How to' },
  seoDescription: { ru: null, en: null },
  views: 10,
  rating: 4.5,
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-02T10:00:00.000Z',
}

describe('the article form', () => {
  it('sends back what it loaded (views, rating and dates are the server’s)', () => {
    const {
      id: _id,
      views: _views,
      rating: _rating,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      ...editable
    } = article
    expect(toInput(defaults(article))).toEqual(editable)
  })

  it('starts a new article as a draft', () => {
    expect(defaults(undefined).published).toBe(false)
  })

  it('sends empty optional texts as null, so the server clears them', () => {
    expect(toInput({ ...defaults(article), promocode: ' ', url: '', seoTitle: { ru: '', en: '  ' } })).toMatchObject({
      promocode: null,
      url: null,
      seoTitle: { ru: null, en: null },
    })
  })
})
