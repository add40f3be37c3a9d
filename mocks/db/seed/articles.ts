import type { Faker } from '@faker-js/faker'
import type { Localized } from '../schema/fragments.ts'
import { DAY, escapeHtml, fill, fillLocalized, HOUR, localizedBanner, must, slugify, type Seeder } from './helpers.ts'
import { articleSections, articleTopics, games, paragraphs, promocodeWords } from './texts.ts'

export interface SeededArticle {
  id: number
}

function articleText(f: Faker, promocode: string | null): Localized {
  // Keep the sections in their natural order (start, ways, ..., summary).
  const sections = f.helpers
    .arrayElements([...articleSections.keys()], { min: 3, max: 5 })
    .sort((a, b) => a - b)
    .map((index) => must(articleSections[index], 'an article section'))
  const build = (lang: 'ru' | 'en'): string =>
    sections
      .map((section, index) => {
        const body = f.helpers
          .arrayElements(paragraphs, 2)
          .map((paragraph) => `<p>${escapeHtml(fill(paragraph[lang], { site: 'FreeSkins', game: 'CS2', year: 2021 }))}</p>`)
          .join('')
        const promo =
          promocode && index === 0
            ? `<p>${lang === 'ru' ? 'Промокод статьи' : 'The article promocode'}: <strong>${promocode}</strong></p>`
            : ''
        return (
          `<h2 id="section-${index + 1}">${escapeHtml(section.heading[lang])}</h2>${body}${promo}` +
          `<h3 id="section-${index + 1}-details">${escapeHtml(section.subheading[lang])}</h3><p>${escapeHtml(f.helpers.arrayElement(paragraphs)[lang].replace(/\{\w+\}/g, 'CS2'))}</p>`
        )
      })
      .join('')
  // The same random picks serve both languages, so the two texts say the same thing.
  const state = f.number.int({ min: 1, max: 2 ** 31 })
  f.seed(state)
  const ru = build('ru')
  f.seed(state)
  const en = build('en')
  return { ru, en }
}

export async function seedArticles(s: Seeder): Promise<SeededArticle[]> {
  const { db, f, now } = s
  const seeded: SeededArticle[] = []
  const slugs = new Set<string>()
  const colors = ['#3a86ff', '#e4572e', '#29a36a', '#7b2cbf', '#f4a259', '#118ab2']
  for (let i = 0; i < 30; i++) {
    const id = i + 1
    const topic = must(articleTopics[i % articleTopics.length], 'article topics')
    const game = must(games[Math.floor(i / articleTopics.length) % games.length], 'games').name
    const values = { game: game.en, year: new Date(now).getUTCFullYear() - (i % 3), n: f.helpers.arrayElement([5, 7, 10]) }
    const title = { ru: fill(topic.title.ru, { ...values, game: game.ru }), en: fill(topic.title.en, values) }
    let slug = slugify(title.en)
    if (slugs.has(slug)) slug = `${slug}-${id}`
    slugs.add(slug)
    const promocode = f.datatype.boolean(0.3) ? `${f.helpers.arrayElement(promocodeWords)}${f.number.int({ min: 10, max: 99 })}` : null
    await db.articles.create({
      id,
      slug,
      title,
      preview: localizedBanner(title, f.helpers.arrayElement(colors)),
      description: fillLocalized(topic.description, { ...values, game: game.en }),
      text: articleText(f, promocode),
      promocode,
      url: i % 7 === 3 ? `https://blog.freeskins.example/${slug}` : null,
      views: f.number.int({ min: 120, max: 25_000 }),
      seoTitle: { ru: title.ru, en: i % 4 === 1 ? null : title.en },
      seoDescription: { ru: topic.description.ru.replace(/\{\w+\}/g, game.ru), en: null },
      createdAtMs: now - (i * 6 + f.number.int({ min: 0, max: 5 })) * DAY - f.number.int({ min: 0, max: 23 }) * HOUR,
    })
    seeded.push({ id })
  }
  return seeded
}
