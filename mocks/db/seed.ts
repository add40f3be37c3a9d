import { faker as fakerEn } from '@faker-js/faker/locale/en'
import { faker as fakerRu } from '@faker-js/faker/locale/ru'
import type { Faker } from '@faker-js/faker'
import { CLOCK_START_MS } from '../clock.ts'
import { personaNames, personas, steamIdOf, tradelinkOf } from '../personas.ts'
import type { CaseType, Db, GiveawayRow, Localized, Social, TaskKind, TaskOwner, TradeKind, UserRow } from './db.ts'
import { gameIds } from './db.ts'
import { bannerImage, itemImage, tileImage, type Silhouette } from './images.ts'
import {
  articleSections,
  articleTopics,
  badgeDefinitions,
  bannerDefinitions,
  buttonTexts,
  cardDescriptions,
  caseDefinitions,
  categoryDefinitions,
  commentTexts,
  contactDefinitions,
  gameQualities,
  games,
  giveawayDefinitions,
  groupLinks,
  instructionSteps,
  notificationTemplates,
  paragraphs,
  promocodeWords,
  pros,
  qualities,
  raritiesByGame,
  rewardTemplates,
  siteNameParts,
  skinNames,
  taskTexts,
  userNameParts,
  welcomeNotification,
  type Rarity,
} from './seed-texts.ts'

/**
 * Fills an empty database. Everything random comes from faker seeded with `seed`, and
 * rows are created one after another, so the same seed gives the same rows and ids in
 * every host.
 *
 * Every date is `baseMs` (the instant the clock starts at) plus a seeded offset, never the
 * moment of seeding: the same seed and `baseMs` give identical data, and another `baseMs`
 * gives the same data shifted by the difference, so cooldowns, giveaway ends and trades
 * always look the same relative to "now".
 */
export const DEFAULT_SEED = 20250602

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Coins the referrer gets per activated referral. */
const REF_REWARD_CENTS = 2_500

interface Seeder {
  db: Db
  f: Faker
  /** The clock's start (`baseMs`): every seeded date is this plus an offset. */
  now: number
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}

function fillLocalized(template: Localized, values: Record<string, string | number>): Localized {
  return { ru: fill(template.ru, values), en: fill(template.en, values) }
}

function same(text: string): Localized {
  return { ru: text, en: text }
}

/** An article or giveaway picture in each language, on the site's dark background. */
function localizedBanner(title: Localized, color: string): Localized {
  return { ru: bannerImage(title.ru, color, '#1b1f2a'), en: bannerImage(title.en, color, '#1b1f2a') }
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed data is missing ${what}`)
  return value
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Coins with cents from a whole-coin band, e.g. [20, 150] -> 8731 (87.31 coins). */
function priceCents(f: Faker, band: readonly [number, number]): number {
  return f.number.int({ min: band[0] * 100, max: band[1] * 100 })
}

export async function seed(db: Db, seedValue: number = DEFAULT_SEED, baseMs: number = CLOCK_START_MS): Promise<void> {
  fakerEn.seed(seedValue)
  fakerRu.seed(seedValue)
  const s: Seeder = { db, f: fakerEn, now: baseMs }

  await db.settings.create({ id: 1, countryCode: null, refRewardCents: REF_REWARD_CENTS, sessionSeq: 0 })
  const users = await seedUsers(s)
  const categories = await seedCategories(s)
  const cards = await seedCards(s, categories)
  const articles = await seedArticles(s)
  await seedComments(s, users, cards, articles)
  await seedBanners(s)
  await seedNotifications(s)
  await seedContacts(s)
  const shop = await seedShop(s)
  await seedCases(s, users)
  await seedGiveaways(s, users)
  await seedTrades(s, users, shop)
}

// ---------------------------------------------------------------- users

async function seedUsers(s: Seeder): Promise<UserRow[]> {
  const { db, f, now } = s
  const rows: UserRow[] = []
  for (const name of personaNames) {
    const p = personas[name]
    rows.push(
      await db.users.create({
        id: p.userId,
        persona: name,
        steamId: steamIdOf(p.accountId),
        steamName: p.steamName,
        steamAvatar: tileImage(p.steamName, '#2b2d42'),
        steamLevel: p.steamLevel,
        platformLevel: p.platformLevel,
        ownsCs2: p.ownsCs2,
        balanceCents: 0,
        roles: p.roles,
        tradelink: p.tradelinkToken ? tradelinkOf(p.accountId, p.tradelinkToken) : null,
        cookieConfirmed: p.cookieConfirmed,
        mk1: p.mk1,
        mk2: false,
        refCode: p.refCode,
        refActivated: false,
        referrerId: null,
        steamVerified: name !== 'new',
        vkId: p.vk?.id ?? null,
        vkName: p.vk?.name ?? null,
        tgId: p.tg?.id ?? null,
        tgName: p.tg?.name ?? null,
        tgBotVerifiedAtMs: p.tg?.botVerified ? now - 30 * DAY : null,
        createdAtMs: now - 400 * DAY + p.userId * DAY,
      }),
    )
  }

  const avatarColors = ['#ef476f', '#118ab2', '#06d6a0', '#ffd166', '#8338ec', '#fb5607', '#3a86ff', '#6a994e']
  const takenCodes = new Set(rows.map((row) => row.refCode))
  for (let i = 0; i < 24; i++) {
    const id = rows.length + 1
    const russian = i % 2 === 0
    const steamName = russian
      ? `${fakerRu.person.firstName()}_${f.number.int({ min: 1, max: 99 })}`
      : `${f.helpers.arrayElement(userNameParts.first)}${f.helpers.arrayElement(userNameParts.second)}${f.number.int({ min: 1, max: 999 })}`
    const latin = steamName.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
    let refCode = latin.length >= 4 ? latin.slice(0, 12) : `PLAYER${id}`
    if (takenCodes.has(refCode)) refCode = `${refCode.slice(0, 10)}${id}`
    takenCodes.add(refCode)
    const accountId = 200000000 + id * 7919
    const level = f.number.int({ min: 0, max: 60 })
    rows.push(
      await db.users.create({
        id,
        persona: null,
        steamId: steamIdOf(accountId),
        steamName,
        steamAvatar: tileImage(steamName, f.helpers.arrayElement(avatarColors)),
        steamLevel: level,
        platformLevel: level,
        ownsCs2: f.datatype.boolean(0.8),
        balanceCents: 0,
        roles: [],
        tradelink: f.datatype.boolean(0.85) ? tradelinkOf(accountId, f.string.alphanumeric(8)) : null,
        cookieConfirmed: true,
        mk1: f.datatype.boolean(),
        mk2: f.datatype.boolean(),
        refCode,
        refActivated: false,
        referrerId: null,
        steamVerified: true,
        vkId: null,
        vkName: null,
        tgId: null,
        tgName: null,
        tgBotVerifiedAtMs: null,
        createdAtMs: now - f.number.int({ min: 20, max: 380 }) * DAY,
      }),
    )
  }

  // Referrals: two friends of `regular`, five of `rich`; their rewards are part of the balance.
  const referrals: Array<{ referrer: number; referrals: number[] }> = [
    { referrer: personas.regular.userId, referrals: [6, 7] },
    { referrer: personas.rich.userId, referrals: [8, 9, 10, 11, 12] },
  ]
  for (const { referrer, referrals: friends } of referrals) {
    for (const friend of friends) {
      await db.users.update((q) => q.where({ id: friend }), {
        data(user) {
          user.referrerId = referrer
          user.refActivated = true
        },
      })
    }
  }

  // Every coin on a balance is in the ledger: referral rewards, then an admin top-up for the rest.
  for (const row of rows) {
    const target = row.persona ? personas[row.persona].balanceCents : f.number.int({ min: 0, max: 300_000 })
    const friends = referrals.find((entry) => entry.referrer === row.id)?.referrals ?? []
    let balance = 0
    for (const friend of friends) {
      balance += REF_REWARD_CENTS
      await db.ledger.create({
        id: db.ledger.count() + 1,
        userId: row.id,
        amountCents: REF_REWARD_CENTS,
        balanceAfterCents: balance,
        reason: 'ref-reward',
        sourceId: friend,
        atMs: now - (40 - friend) * DAY,
      })
    }
    if (target > balance) {
      const topUp = target - balance
      balance = target
      await db.ledger.create({
        id: db.ledger.count() + 1,
        userId: row.id,
        amountCents: topUp,
        balanceAfterCents: balance,
        reason: 'admin',
        sourceId: null,
        atMs: now - 20 * DAY,
      })
    }
    await db.users.update((q) => q.where({ id: row.id }), {
      data(user) {
        user.balanceCents = balance
      },
    })
  }
  return db.users.all()
}

// ---------------------------------------------------------------- categories and cards

interface SeededCategory {
  id: number
  slug: string
  name: Localized
  subcategoryIds: number[]
}

async function seedCategories(s: Seeder): Promise<SeededCategory[]> {
  const { db, f } = s
  const seeded: SeededCategory[] = []
  let subcategoryId = 1
  for (const [index, definition] of categoryDefinitions.entries()) {
    const id = index + 1
    await db.categories.create({
      id,
      slug: definition.slug,
      name: definition.name,
      image: tileImage(definition.name.en, definition.color, { width: 96, height: 96 }),
      showAlert: index % 3 === 0,
      seoTitle: {
        ru: `${definition.name.ru} — бесплатные скины и бонусы`,
        en: index % 4 === 3 ? null : `${definition.name.en}: free skins and bonuses`,
      },
      seoDescription: {
        ru: `Проверенные сайты раздела «${definition.name.ru}»: бонусы, промокоды и отзывы.`,
        en: `Checked sites in ${definition.name.en}: bonuses, promocodes and reviews.`,
      },
      position: index,
    })
    const subcategoryIds: number[] = []
    for (const [subIndex, sub] of definition.subcategories.entries()) {
      await db.subcategories.create({
        id: subcategoryId,
        categoryId: id,
        slug: sub.slug,
        name: sub.name,
        buttonText: f.helpers.arrayElement(buttonTexts),
        seoTitle: { ru: `${sub.name.ru} — ${definition.name.ru}`, en: subIndex === 0 ? `${sub.name.en} — ${definition.name.en}` : null },
        seoDescription: { ru: null, en: null },
        position: subIndex,
      })
      subcategoryIds.push(subcategoryId)
      subcategoryId++
    }
    seeded.push({ id, slug: definition.slug, name: definition.name, subcategoryIds })
  }
  for (const [index, badge] of badgeDefinitions.entries()) {
    await db.badges.create({ id: index + 1, text: badge.text, color: badge.color })
  }
  return seeded
}

interface SeededCard {
  id: number
  title: string
}

function cardText(f: Faker, site: string, game: Localized, promocode: string | null): Localized {
  const year = f.number.int({ min: 2017, max: 2023 })
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

function instruction(promocode: string | null): Localized {
  const steps = promocode ? instructionSteps : instructionSteps.slice(0, 3)
  const build = (lang: 'ru' | 'en'): string => `<ol>${steps.map((step) => `<li>${escapeHtml(fill(step[lang], { code: promocode ?? '' }))}</li>`).join('')}</ol>`
  return { ru: build('ru'), en: build('en') }
}

const CARD_COUNT = 72
/** Cards given to the first category before the rest are dealt round-robin. */
const FIRST_CATEGORY_EXTRA_CARDS = 14

async function seedCards(s: Seeder, categories: SeededCategory[]): Promise<SeededCard[]> {
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
    const game = f.helpers.arrayElement(games).name
    const promocode = f.datatype.boolean(0.6) ? `${site.toUpperCase().slice(0, 8)}${f.number.int({ min: 5, max: 50 })}` : null
    const description = fillLocalized(f.helpers.arrayElement(cardDescriptions), {})
    const reward = fillLocalized(f.helpers.arrayElement(rewardTemplates), { n: f.helpers.arrayElement([5, 10, 15, 20, 25, 50, 100]) })
    const badgeIds = f.helpers.arrayElements([1, 2, 3, 4, 5], { min: 0, max: 2 }).sort((a, b) => a - b)
    if (topIndexes.has(index) && !badgeIds.includes(2)) badgeIds.push(2)
    if (promocode && !badgeIds.includes(4)) badgeIds.push(4)
    await db.cards.create({
      id,
      slug: slugify(site),
      categoryId: category.id,
      subcategoryId,
      preview: tileImage(site, f.helpers.arrayElement(cardColors), { width: 320, height: 180 }),
      title: same(site),
      fullTitle: { ru: `${site} — ${reward.ru.toLowerCase()}`, en: `${site}: ${reward.en.toLowerCase()}` },
      description: { ru: fill(description.ru, { game: game.ru }), en: fill(description.en, { game: game.en }) },
      text: cardText(f, site, game, promocode),
      instruction: instruction(promocode),
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
    })
    const extraCodes = promocode ? f.number.int({ min: 1, max: 3 }) : 0
    for (let n = 0; n < extraCodes; n++) {
      const code = n === 0 && promocode ? promocode : `${f.helpers.arrayElement(promocodeWords)}${f.number.int({ min: 10, max: 99 })}`
      const amount = f.helpers.arrayElement([5, 10, 25, 50])
      await db.cardPromocodes.create({
        id: promocodeId++,
        cardId: id,
        title: { ru: `Бонус ${amount}%`, en: `${amount}% bonus` },
        description: { ru: 'Введите при пополнении или в разделе бонусов.', en: 'Enter it when topping up or in the bonus section.' },
        code,
        validUntilMs: f.datatype.boolean(0.7) ? now + f.number.int({ min: 3, max: 120 }) * DAY : null,
        hideLinkRu: f.datatype.boolean(0.1),
      })
    }
    seeded.push({ id, title: site })
  }
  return seeded
}

// ---------------------------------------------------------------- articles and comments

interface SeededArticle {
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

async function seedArticles(s: Seeder): Promise<SeededArticle[]> {
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

async function seedComments(s: Seeder, users: UserRow[], cards: SeededCard[], articles: SeededArticle[]): Promise<void> {
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

// ---------------------------------------------------------------- site furniture

async function seedBanners(s: Seeder): Promise<void> {
  for (const [index, banner] of bannerDefinitions.entries()) {
    await s.db.banners.create({
      id: index + 1,
      position: banner.position,
      image: { ru: bannerImage(banner.title.ru, banner.color, banner.accent), en: bannerImage(banner.title.en, banner.color, banner.accent) },
      link: banner.link,
    })
  }
}

async function seedNotifications(s: Seeder): Promise<void> {
  const { db, f, now } = s
  let id = 1
  for (const name of personaNames) {
    const userId = personas[name].userId
    await db.notifications.create({
      id: id++,
      userId,
      title: welcomeNotification.title,
      description: welcomeNotification.description,
      link: welcomeNotification.link,
      createdAtMs: now - 30 * DAY,
      viewed: name !== 'new',
    })
    if (name === 'new') continue
    const count = name === 'rich' ? 5 : 3
    for (let n = 0; n < count; n++) {
      const template = notificationTemplates[(userId + n) % notificationTemplates.length]
      if (!template) continue
      await db.notifications.create({
        id: id++,
        userId,
        title: template.title,
        description: template.description,
        link: n === 1 ? null : template.link,
        createdAtMs: now - (count - n) * 7 * HOUR - f.number.int({ min: 0, max: 50 }) * MINUTE,
        // The newest two stay unviewed, so the notifications dot shows.
        viewed: n < count - 2,
      })
    }
  }
}

async function seedContacts(s: Seeder): Promise<void> {
  for (const [index, contact] of contactDefinitions.entries()) {
    await s.db.contacts.create({ id: index + 1, ...contact })
  }
}

// ---------------------------------------------------------------- shop

interface ShopPick {
  marketHashName: string
  rarity: Rarity
  quality: string
  silhouette: Silhouette
  gameKey: 'cs2' | 'rust' | 'dota2'
}

function cs2Silhouette(name: string): Silhouette {
  if (name.includes('Gloves')) return 'gloves'
  if (name.startsWith('★')) return 'knife'
  if (/Glock|USP|P250|Desert Eagle|Five-SeveN/.test(name)) return 'pistol'
  return 'rifle'
}

function rarityFor(f: Faker, gameKey: 'cs2' | 'rust' | 'dota2', name: string): Rarity {
  const tiers = raritiesByGame[gameKey]
  // Knives and gloves are always the top covert tier of CS2.
  if (gameKey === 'cs2' && name.startsWith('★')) return must(tiers[5], 'the covert tier')
  // Common tiers are offered more often, as on a real market.
  const weights = tiers.map((_, index) => ({ weight: tiers.length - index, value: index }))
  return must(tiers[f.helpers.weightedArrayElement(weights)], 'a rarity tier')
}

function pickSkin(f: Faker, gameKey: 'cs2' | 'rust' | 'dota2'): ShopPick {
  const name = f.helpers.arrayElement(skinNames[gameKey])
  const rarity = rarityFor(f, gameKey, name)
  if (gameKey === 'cs2') {
    const quality = f.helpers.arrayElement(qualities)
    return { marketHashName: `${name} (${quality})`, rarity, quality, silhouette: cs2Silhouette(name), gameKey }
  }
  const quality = f.helpers.arrayElement(gameQualities[gameKey])
  const prefix = gameKey === 'dota2' && quality !== 'Standard' ? `${quality} ` : ''
  return { marketHashName: `${prefix}${name}`, rarity, quality, silhouette: gameKey === 'rust' ? 'rifle' : 'crate', gameKey }
}

interface SeededShopItem {
  classId: string
  instanceId: string
  marketHashName: string
  priceCents: number
  quality: string
  rarity: string
  rarityColor: string
  image: string
}

async function seedShop(s: Seeder): Promise<SeededShopItem[]> {
  const { db, f } = s
  const plan: Array<'cs2' | 'rust' | 'dota2'> = [
    ...Array<'cs2'>(50).fill('cs2'),
    ...Array<'rust'>(15).fill('rust'),
    ...Array<'dota2'>(15).fill('dota2'),
  ]
  const rows: SeededShopItem[] = []
  for (const [index, gameKey] of f.helpers.shuffle(plan).entries()) {
    const skin = pickSkin(f, gameKey)
    const row = {
      id: index + 1,
      classId: f.string.numeric({ length: 10, allowLeadingZeros: false }),
      instanceId: f.datatype.boolean(0.4) ? '0' : f.string.numeric({ length: 9, allowLeadingZeros: false }),
      gameId: gameIds[gameKey],
      marketHashName: skin.marketHashName,
      priceCents: priceCents(f, skin.rarity.price),
      quality: skin.quality,
      rarity: skin.rarity.name,
      rarityColor: skin.rarity.color,
      image: itemImage(skin.silhouette, skin.rarity.color),
      onSale: true,
    }
    await db.shopItems.create(row)
    rows.push(row)
  }
  return rows
}

// ---------------------------------------------------------------- cases and tasks

const caseCooldowns: Record<CaseType, number> = { free: DAY, promocode: 12 * HOUR, timed: 0 }

interface TaskSpec {
  kind: TaskKind
  text: Localized
  buttonText: Localized
  url: string | null
  social: Social | null
  requiredLevel: number | null
}

function taskSpecs(f: Faker, variant: 'daily' | 'social' | 'veteran' | 'giveaway', site: string): TaskSpec[] {
  const visit: TaskSpec = {
    kind: 'visit_link',
    text: fillLocalized(taskTexts.visitLink.text, { site }),
    buttonText: taskTexts.visitLink.button,
    url: `https://${slugify(site)}.example/?ref=freeskins`,
    social: null,
    requiredLevel: null,
  }
  const joinVk: TaskSpec = { kind: 'join_group', text: taskTexts.joinVk.text, buttonText: taskTexts.joinVk.button, url: groupLinks.vk, social: 'vk', requiredLevel: null }
  const joinTg: TaskSpec = { kind: 'join_group', text: taskTexts.joinTg.text, buttonText: taskTexts.joinTg.button, url: groupLinks.tg, social: 'tg', requiredLevel: null }
  const linkTg: TaskSpec = { kind: 'link_social', text: taskTexts.linkTg.text, buttonText: taskTexts.linkTg.button, url: null, social: 'tg', requiredLevel: null }
  const linkVk: TaskSpec = { kind: 'link_social', text: taskTexts.linkVk.text, buttonText: taskTexts.linkVk.button, url: null, social: 'vk', requiredLevel: null }
  const tradelink: TaskSpec = { kind: 'tradelink', text: taskTexts.tradelink.text, buttonText: taskTexts.tradelink.button, url: null, social: null, requiredLevel: null }
  const level = (n: number): TaskSpec => ({
    kind: 'steam_level',
    text: fillLocalized(taskTexts.level.text, { n }),
    buttonText: taskTexts.level.button,
    url: null,
    social: null,
    requiredLevel: n,
  })
  switch (variant) {
    case 'daily':
      return [visit, tradelink, level(1)]
    case 'social':
      return [linkVk, joinVk, linkTg, joinTg]
    case 'veteran':
      return [level(20), tradelink, visit]
    case 'giveaway':
      return f.helpers.arrayElements([visit, joinTg, linkTg, linkVk, tradelink], { min: 2, max: 3 })
  }
}

async function createTasks(s: Seeder, owner: TaskOwner, ownerId: number, specs: TaskSpec[]): Promise<number[]> {
  const ids: number[] = []
  for (const [position, spec] of specs.entries()) {
    const id = s.db.tasks.count() + 1
    await s.db.tasks.create({ id, owner, ownerId, position, ...spec })
    ids.push(id)
  }
  return ids
}

async function seedCases(s: Seeder, users: UserRow[]): Promise<void> {
  const { db, f, now } = s
  const others = users.filter((user) => user.persona === null)
  let itemId = 1
  let dropId = 1
  let promocodeId = 1
  for (const [index, definition] of caseDefinitions.entries()) {
    const caseId = index + 1
    await db.cases.create({
      id: caseId,
      slug: definition.slug,
      type: definition.type,
      title: definition.title,
      preview: tileImage(definition.title.en, definition.color, { width: 240, height: 240 }),
      cooldownMs: caseCooldowns[definition.type],
      // The symbol case's first window opens as the clock starts.
      windowsFromMs: definition.type === 'timed' ? now : null,
      top: index % 2 === 0,
      position: index,
      seoTitle: { ru: `${definition.title.ru} — открыть бесплатно`, en: index === 2 ? null : `${definition.title.en}: open for free` },
      seoDescription: { ru: null, en: null },
    })

    // Cheap items dominate every case; the timed case is the generous one.
    const bands = definition.type === 'timed' ? [2, 3, 3, 4, 4, 5] : [0, 1, 1, 2, 2, 3, 3, 4]
    const caseItemIds: number[] = []
    for (const tier of bands) {
      const name = f.helpers.arrayElement(skinNames.cs2.filter((skin) => !skin.startsWith('★')))
      const rarity = must(raritiesByGame.cs2[tier], `CS2 rarity tier ${tier}`)
      const quality = f.helpers.arrayElement(qualities)
      await db.caseItems.create({
        id: itemId,
        caseId,
        marketHashName: `${name} (${quality})`,
        priceCents: Math.max(1, Math.round(priceCents(f, rarity.price) / 10)),
        rarityColor: rarity.color,
        image: itemImage(cs2Silhouette(name), rarity.color),
      })
      caseItemIds.push(itemId)
      itemId++
    }

    if (definition.type === 'free') {
      const variant = definition.slug === 'daily-case' ? 'daily' : definition.slug === 'social-case' ? 'social' : 'veteran'
      await createTasks(s, 'case', caseId, taskSpecs(f, variant, 'SkinRush'))
    }

    if (definition.type === 'promocode') {
      const isPartner = definition.slug === 'partner-case'
      const codes: Array<{ code: string; used: number; validUntilMs: number | null; auto: boolean }> = isPartner
        ? [{ code: 'PARTNER5', used: 1, validUntilMs: null, auto: true }]
        : [
            { code: 'FREESKINS', used: 2, validUntilMs: now + 30 * DAY, auto: false },
            { code: 'LASTCHANCE', used: 4, validUntilMs: null, auto: false },
            { code: 'USEDUP', used: 5, validUntilMs: null, auto: false },
            { code: 'EXPIRED24', used: 0, validUntilMs: now - DAY, auto: false },
          ]
      for (const code of codes) {
        await db.casePromocodes.create({
          id: promocodeId++,
          caseId,
          code: code.code,
          maxActivations: 5,
          activatedUserIds: others.slice(0, code.used).map((user) => user.id),
          validUntilMs: code.validUntilMs,
          auto: code.auto,
        })
      }
    }

    // Some earlier drops for the public feed; they were all sold or sent since.
    const drops = definition.type === 'timed' ? 2 : 3
    for (let n = 0; n < drops; n++) {
      const itemIdForDrop = f.helpers.arrayElement(caseItemIds)
      const item = db.caseItems.findFirst((q) => q.where({ id: itemIdForDrop }))
      if (!item) continue
      await db.drops.create({
        id: dropId++,
        userId: f.helpers.arrayElement(others).id,
        caseId,
        caseItemId: item.id,
        marketHashName: item.marketHashName,
        priceCents: item.priceCents,
        rarityColor: item.rarityColor,
        image: item.image,
        status: f.datatype.boolean() ? 'sold' : 'sent',
        atMs: now - f.number.int({ min: 2, max: 240 }) * MINUTE,
      })
    }
  }

  // `regular` has done the daily case's tasks, so a fresh session can open it straight away.
  const daily = db.cases.findFirst((q) => q.where({ slug: 'daily-case' }))
  if (daily) {
    for (const task of db.tasks.findMany((q) => q.where({ owner: 'case', ownerId: daily.id }))) {
      await db.taskProgress.create({
        id: db.taskProgress.count() + 1,
        userId: personas.regular.userId,
        taskId: task.id,
        visited: true,
        completed: true,
      })
    }
  }
}

// ---------------------------------------------------------------- giveaways

function rewardValue(f: Faker, type: GiveawayRow['type']): string {
  if (type === 'games') {
    const block = (): string => f.string.alphanumeric({ length: 5, casing: 'upper' })
    return `${block()}-${block()}-${block()}`
  }
  return `${f.helpers.arrayElement(promocodeWords)}-${f.string.alphanumeric({ length: 6, casing: 'upper' })}`
}

async function seedGiveaways(s: Seeder, users: UserRow[]): Promise<void> {
  const { db, f, now } = s
  const others = users.filter((user) => user.persona === null)
  let rewardId = 1
  for (const [index, definition] of giveawayDefinitions.entries()) {
    const id = index + 1
    const endsAtMs = definition.active ? now + f.number.int({ min: 3, max: 20 }) * DAY : now - f.number.int({ min: 5, max: 40 }) * DAY
    await db.giveaways.create({
      id,
      slug: definition.slug,
      type: definition.type,
      title: definition.title,
      preview: localizedBanner(definition.title, definition.color),
      description: definition.description,
      seoTitle: { ru: definition.title.ru, en: index % 3 === 1 ? null : definition.title.en },
      seoDescription: { ru: definition.description.ru, en: null },
      requiredSteamLevel: definition.requiredSteamLevel,
      createdAtMs: endsAtMs - 30 * DAY,
      endsAtMs,
    })
    await createTasks(s, 'giveaway', id, taskSpecs(f, 'giveaway', 'SkinRush'))
    const total = f.number.int({ min: 6, max: 12 })
    const taken = definition.active ? f.number.int({ min: 1, max: 4 }) : total - (index % 2)
    const takers = f.helpers.arrayElements(others, Math.min(taken, others.length))
    for (let n = 0; n < total; n++) {
      const taker = takers[n]
      await db.giveawayRewards.create({
        id: rewardId++,
        giveawayId: id,
        value: rewardValue(f, definition.type),
        takenByUserId: taker?.id ?? null,
        takenAtMs: taker ? Math.min(now, endsAtMs) - f.number.int({ min: 1, max: 72 }) * HOUR : null,
      })
    }
  }
}

// ---------------------------------------------------------------- trades

async function seedTrades(s: Seeder, users: UserRow[], shop: SeededShopItem[]): Promise<void> {
  const { db, f, now } = s
  const create = async (user: UserRow, kind: TradeKind, ageMs: number, tradelink: string | null): Promise<void> => {
    const item = f.helpers.arrayElement(shop)
    await db.trades.create({
      id: db.trades.count() + 1,
      userId: user.id,
      kind,
      classId: item.classId,
      instanceId: item.instanceId,
      marketHashName: item.marketHashName,
      priceCents: item.priceCents,
      quality: item.quality,
      rarity: item.rarity,
      rarityColor: item.rarityColor,
      image: item.image,
      tradelink: kind === 'case-sell' ? null : tradelink,
      createdAtMs: now - ageMs,
    })
  }

  // Older delivered purchases of ordinary users feed `shop/last-delivered`.
  for (const user of f.helpers.arrayElements(users.filter((u) => u.persona === null && u.tradelink), 15)) {
    await create(user, 'shop', f.number.int({ min: 1, max: 20 * 24 }) * HOUR, user.tradelink)
  }

  const regular = users.find((user) => user.id === personas.regular.userId)
  const rich = users.find((user) => user.id === personas.rich.userId)
  if (!regular || !rich) throw new Error('the seed needs the personas before trades')
  // One trade in each status for `regular`; the error one went to a link of someone else's account.
  const foreignTradelink = tradelinkOf(123456789, 'Xx00Yy11')
  await create(regular, 'case-send', 40 * DAY, regular.tradelink)
  await create(regular, 'shop', 12 * DAY, regular.tradelink)
  await create(regular, 'case-sell', 5 * DAY, null)
  await create(regular, 'shop', 2 * DAY, foreignTradelink)
  await create(regular, 'case-send', 6 * MINUTE, regular.tradelink)
  await create(regular, 'case-send', 1 * MINUTE, regular.tradelink)
  await create(regular, 'shop', 20 * 1000, regular.tradelink)
  for (let n = 0; n < 16; n++) {
    const kind = f.helpers.arrayElement<TradeKind>(['shop', 'case-send', 'case-sell'])
    await create(rich, kind, (n + 1) * 3 * DAY, rich.tradelink)
  }
}
