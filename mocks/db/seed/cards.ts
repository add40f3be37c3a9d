import type { Faker } from '@faker-js/faker'
import type { Localized } from '../schema/fragments.ts'
import { seededCardTypeId } from './card-types.ts'
import type { SeededCategory } from './categories.ts'
import { DAY, escapeHtml, fill, fillLocalized, must, slugify, type Seeder } from './helpers.ts'
import { storeFakeImage } from '../../domain/fake-images.ts'
import { siteMark } from './art/site-mark.ts'
import {
  buttonTexts,
  cardDescriptions,
  games,
  instructionSteps,
  openSiteStep,
  paragraphs,
  promocodeWords,
  pros,
  rewardTemplates,
  siteNameParts,
} from './texts.ts'

function same(text: string): Localized {
  return { ru: text, en: text }
}

export interface SeededCard {
  id: number
  title: string
}

function cardText(f: Faker, site: string, game: Localized, promocode: string | null, now: number): Localized {
  // The founding year counts back from the clock's year, so a site never opened "in the future".
  const year = new Date(now).getUTCFullYear() - f.number.int({ min: 2, max: 8 })
  const values = { site, game: game.en, year }
  const chosen = f.helpers.arrayElements(paragraphs, 3)
  const chosenPros = f.helpers.arrayElements(pros, 3)
  const build = (lang: 'ru' | 'en'): string => {
    const heading = {
      about: lang === 'ru' ? `О сайте ${site}` : `About ${site}`,
      bonus: lang === 'ru' ? 'Как получить бонус' : 'How to get the bonus',
      promo: lang === 'ru' ? 'Промокод' : 'Promocode',
      pros: lang === 'ru' ? 'Плюсы' : 'Pros',
    }
    const p = (index: number): string => escapeHtml(fill(chosen[index]?.[lang] ?? '', { ...values, game: game[lang] }))
    const promoBlock = promocode
      ? `<h3 id="promo">${heading.promo}</h3><p>${lang === 'ru' ? 'Введите промокод' : 'Enter the promocode'} <strong>${promocode}</strong>${lang === 'ru' ? ' при пополнении.' : ' when you top up.'}</p>`
      : ''
    return (
      `<h2 id="about">${escapeHtml(heading.about)}</h2><p>${p(0)}</p><p>${p(1)}</p>` +
      `<h2 id="bonus">${heading.bonus}</h2><p>${p(2)}</p>${promoBlock}` +
      `<h3 id="pros">${heading.pros}</h3><ul>${chosenPros.map((pro) => `<li>${escapeHtml(pro[lang])}</li>`).join('')}</ul>`
    )
  }
  return { ru: build('ru'), en: build('en') }
}

/**
 * A site whose link is hidden in Russia has no button for Russian visitors to follow, so its
 * first step names the site instead of pointing at the button.
 */
function instruction(site: string, promocode: string | null, hideRuLink: boolean): Localized {
  const [button, ...rest] = instructionSteps
  const steps = [hideRuLink ? openSiteStep : must(button, 'the first instruction step'), ...rest]
  const chosen = promocode ? steps : steps.slice(0, 3)
  const build = (lang: 'ru' | 'en'): string =>
    `<ol>${chosen.map((step) => `<li>${escapeHtml(fill(step[lang], { code: promocode ?? '', site }))}</li>`).join('')}</ol>`
  return { ru: build('ru'), en: build('en') }
}

const CARD_COUNT = 72
/** Cards given to the first category before the rest are dealt round-robin. */
const FIRST_CATEGORY_EXTRA_CARDS = 14

export async function seedCards(s: Seeder, categories: SeededCategory[]): Promise<SeededCard[]> {
  const { db, f, now } = s
  const names: string[] = []
  for (const first of siteNameParts.first) for (const second of siteNameParts.second) names.push(`${first}${second}`)
  const chosen = f.helpers.arrayElements(names, CARD_COUNT)
  const cardColors = ['#e4572e', '#29a36a', '#3a86ff', '#7b2cbf', '#f4a259', '#118ab2', '#ef476f', '#2b2d42']
  const topIndexes = new Set(f.helpers.arrayElements([...chosen.keys()], 8))
  const seeded: SeededCard[] = []
  let promocodeId = 1
  for (const [index, site] of chosen.entries()) {
    const id = index + 1
    // The first category gets more than a page of cards, so "load more" has something to load.
    const spread = index - FIRST_CATEGORY_EXTRA_CARDS
    const categoryIndex = spread < 0 ? 0 : spread % categories.length
    const category = must(categories[categoryIndex], 'categories before cards')
    const subcategoryIndex = Math.floor(Math.abs(spread) / categories.length) % (category.subcategoryIds.length + 1)
    const subcategoryId = category.subcategoryIds[subcategoryIndex] ?? null
    // Drawn for every card, so a category's own game leaves the later draws as they were.
    const drawnGame = f.helpers.arrayElement(games)
    const game = (games.find((candidate) => candidate.key === category.game) ?? drawnGame).name
    const promocode = f.datatype.boolean(0.6)
      ? `${site.toUpperCase().slice(0, 8)}${f.number.int({ min: 5, max: 50 })}`
      : null
    const description = fillLocalized(f.helpers.arrayElement(cardDescriptions), {})
    const reward = fillLocalized(f.helpers.arrayElement(rewardTemplates), {
      n: f.helpers.arrayElement([5, 10, 15, 20, 25, 50, 100]),
    })
    const badgeIds = f.helpers.arrayElements([1, 2, 3, 4, 5], { min: 0, max: 2 }).sort((a, b) => a - b)
    if (topIndexes.has(index) && !badgeIds.includes(2)) badgeIds.push(2)
    if (promocode && !badgeIds.includes(4)) badgeIds.push(4)
    const card = {
      id,
      slug: slugify(site),
      categoryId: category.id,
      subcategoryId,
      typeId: seededCardTypeId(id),
      preview: await storeFakeImage(db, 'tile', siteMark(site, f.helpers.arrayElement(cardColors))),
      title: same(site),
      fullTitle: { ru: `${site} — ${reward.ru.toLowerCase()}`, en: `${site}: ${reward.en.toLowerCase()}` },
      description: { ru: fill(description.ru, { game: game.ru }), en: fill(description.en, { game: game.en }) },
      text: cardText(f, site, game, promocode, now),
      instruction: { ru: '', en: '' },
      buttonText: f.helpers.arrayElement(buttonTexts),
      link: `https://${slugify(site)}.example/?ref=freeskins`,
      reward,
      promocode,
      badgeIds: badgeIds.sort((a, b) => a - b),
      hideRuLink: f.datatype.boolean(0.15),
      top: topIndexes.has(index),
      position: index,
      showAlert: f.datatype.boolean(0.1),
      seoTitle: { ru: `${site} — отзывы и промокоды`, en: index % 5 === 0 ? null : `${site}: reviews and promocodes` },
      seoDescription: { ru: `${site}: ${reward.ru}. ${description.ru}`.slice(0, 150), en: null },
      createdAtMs: now - f.number.int({ min: 1, max: 300 }) * DAY,
    }
    await db.cards.create({ ...card, instruction: instruction(site, promocode, card.hideRuLink) })
    const extraCodes = promocode ? f.number.int({ min: 1, max: 3 }) : 0
    for (let n = 0; n < extraCodes; n++) {
      const code =
        n === 0 && promocode
          ? promocode
          : `${f.helpers.arrayElement(promocodeWords)}${f.number.int({ min: 10, max: 99 })}`
      const amount = f.helpers.arrayElement([5, 10, 25, 50])
      await db.cardPromocodes.create({
        id: promocodeId++,
        cardId: id,
        title: { ru: `Бонус ${amount}%`, en: `${amount}% bonus` },
        description: {
          ru: 'Введите при пополнении или в разделе бонусов.',
          en: 'Enter it when topping up or in the bonus section.',
        },
        code,
        validUntilMs: f.datatype.boolean(0.7) ? now + f.number.int({ min: 3, max: 120 }) * DAY : null,
        hideLinkRu: f.datatype.boolean(0.1),
      })
    }
    seeded.push({ id, title: site })
  }
  return seeded
}
