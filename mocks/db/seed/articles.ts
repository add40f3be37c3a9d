import type { Faker } from '@faker-js/faker'
import type { Localized } from '../schema/fragments.ts'
import type { Db } from '../db.ts'
import { DAY, escapeHtml, fill, fillLocalized, HOUR, must, slugify, type Seeder } from './helpers.ts'
import { storeLocalizedImages } from '../../domain/fake-images.ts'
import { articleHero, type HeroGame } from './art/article-hero.ts'
import type { GlyphName } from './art/glyphs.ts'
import { articleSections, articleTopics, games, paragraphs, promocodeWords } from './texts.ts'

/** Published articles; one draft follows them. */
const ARTICLE_COUNT = 30

export interface SeededArticle {
  id: number
}

/** The texts' `{site}`, `{game}` and `{year}`: our own site, the article's game, a few years back. */
interface ArticleValues {
  site: string
  game: Localized
  year: number
}

function articleText(f: Faker, promocode: string | null, values: ArticleValues): Localized {
  // Keep the sections in their natural order (start, ways, ..., summary).
  const sections = f.helpers
    .arrayElements([...articleSections.keys()], { min: 3, max: 5 })
    .sort((a, b) => a - b)
    .map((index) => must(articleSections[index], 'an article section'))
  const fillIn = (template: Localized, lang: 'ru' | 'en'): string =>
    escapeHtml(fill(template[lang], { ...values, game: values.game[lang] }))
  const build = (lang: 'ru' | 'en'): string =>
    sections
      .map((section, index) => {
        const body = f.helpers
          .arrayElements(paragraphs, 2)
          .map((paragraph) => `<p>${fillIn(paragraph, lang)}</p>`)
          .join('')
        const promo =
          promocode && index === 0
            ? `<p>${lang === 'ru' ? 'Промокод статьи' : 'The article promocode'}: <strong>${promocode}</strong></p>`
            : ''
        return (
          `<h2 id="section-${index + 1}">${escapeHtml(section.heading[lang])}</h2>${body}${promo}` +
          `<h3 id="section-${index + 1}-details">${escapeHtml(section.subheading[lang])}</h3><p>${fillIn(f.helpers.arrayElement(paragraphs), lang)}</p>`
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

/**
 * One article per topic and game, in rounds of games: a topic that names no game comes once,
 * so no two articles share a title.
 */
function articleSubjects(): Array<{ topic: (typeof articleTopics)[number]; game: (typeof games)[number] }> {
  return games.flatMap((game, round) =>
    articleTopics.filter((topic) => round === 0 || topic.title.en.includes('{game}')).map((topic) => ({ topic, game })),
  )
}

/** An article's picture in each language: only its kicker is words. */
function heroes(db: Db, kicker: Localized, game: HeroGame, motif: GlyphName, color: string): Promise<Localized> {
  return storeLocalizedImages(db, 'banner', {
    ru: articleHero(kicker.ru, game, motif, color),
    en: articleHero(kicker.en, game, motif, color),
  })
}

export async function seedArticles(s: Seeder): Promise<SeededArticle[]> {
  const { db, f, now } = s
  const seeded: SeededArticle[] = []
  const slugs = new Set<string>()
  const colors = ['#3a86ff', '#e4572e', '#29a36a', '#7b2cbf', '#f4a259', '#118ab2']
  const subjects = articleSubjects()
  const year = new Date(now).getUTCFullYear()
  for (let i = 0; i < ARTICLE_COUNT; i++) {
    const id = i + 1
    const {
      topic,
      game: { key: gameKey, name: game },
    } = must(subjects[i], 'an article subject per article')
    // "In {year}" titles speak of the clock's year: an article list never offers last year's guide as new.
    const values = { game: game.en, year, n: f.helpers.arrayElement([5, 7, 10]) }
    const title = { ru: fill(topic.title.ru, { ...values, game: game.ru }), en: fill(topic.title.en, values) }
    let slug = slugify(title.en)
    if (slugs.has(slug)) slug = `${slug}-${id}`
    slugs.add(slug)
    const promocode = f.datatype.boolean(0.3)
      ? `${f.helpers.arrayElement(promocodeWords)}${f.number.int({ min: 10, max: 99 })}`
      : null
    const article = {
      id,
      slug,
      title,
      preview: await heroes(db, topic.kicker, gameKey, topic.motif, f.helpers.arrayElement(colors)),
      description: fillLocalized(topic.description, { ...values, game: game.en }),
      text: articleText(f, promocode, { site: 'FreeSkins', game, year: year - 4 }),
      promocode,
      url: i % 7 === 3 ? `https://blog.freeskins.example/${slug}` : null,
      views: f.number.int({ min: 120, max: 25_000 }),
      published: true,
      seoTitle: { ru: title.ru, en: i % 4 === 1 ? null : title.en },
      seoDescription: { ru: topic.description.ru.replace(/\{\w+\}/g, game.ru), en: null },
      // Drawn last, as before articles had more fields: the same seed gives the same dates.
      createdAtMs: now - (i * 6 + f.number.int({ min: 0, max: 5 })) * DAY - f.number.int({ min: 0, max: 23 }) * HOUR,
    }
    await db.articles.create({ ...article, updatedAtMs: article.createdAtMs })
    seeded.push({ id })
  }
  await seedDraftArticle(s, ARTICLE_COUNT + 1)
  // The draft is left out: comments are drawn for published articles only, as before it existed.
  return seeded
}

/**
 * One unpublished article after the rest, written from fixed texts (no random draws, so
 * nothing seeded after it changes): the admin panel has a draft to show, visitors never see it.
 */
async function seedDraftArticle(s: Seeder, id: number): Promise<void> {
  const title = { ru: 'Черновик: лучшие бесплатные кейсы месяца', en: 'Draft: the best free cases of the month' }
  const createdAtMs = s.now - 2 * DAY
  await s.db.articles.create({
    id,
    slug: 'best-free-cases-of-the-month',
    title,
    preview: await heroes(s.db, { ru: 'Черновик', en: 'Draft' }, 'cs2', 'box', '#6c757d'),
    description: {
      ru: 'Подборка кейсов, которые можно открыть без вложений. Статья ещё не опубликована.',
      en: 'A selection of cases you can open without spending anything. Not published yet.',
    },
    text: {
      ru:
        '<h2 id="how-we-chose">Как мы выбирали</h2><p>Мы открыли каждый кейс несколько раз и сравнили, что выпадало.</p>' +
        '<h2 id="the-list">Список кейсов</h2><p>Раздел ещё пишется.</p>',
      en:
        '<h2 id="how-we-chose">How we chose</h2><p>We opened every case several times and compared the drops.</p>' +
        '<h2 id="the-list">The list of cases</h2><p>This section is still being written.</p>',
    },
    promocode: null,
    url: null,
    views: 0,
    published: false,
    seoTitle: { ru: null, en: null },
    seoDescription: { ru: null, en: null },
    createdAtMs,
    updatedAtMs: s.now - 3 * HOUR,
  })
}
