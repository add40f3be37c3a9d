import { badgesAdmin } from '../../domain/admin/badges.ts'
import { cardTypesAdmin } from '../../domain/admin/card-types.ts'
import { categoriesAdmin } from '../../domain/admin/categories.ts'
import { subcategoriesAdmin } from '../../domain/admin/subcategories.ts'
import { badgeDefinitions, cardTypeDefinitions, categoryDefinitions } from '../../db/seed/texts.ts'
import type { Call } from '../call.ts'
import { admin, asAdmin, both, editor, json } from './shared.ts'

/** Articles, categories, subcategories, cards, card types, badges, banners, contacts. */

/** The id the next record of a seeded kind gets, from the seed's fixed tables. */
const nextOf = (seeded: readonly unknown[]): string => String(seeded.length + 1)

const category = {
  slug: 'new-games',
  name: both('Новые игры', 'New games'),
  image: 'https://cdn.example/n.png',
  showAlert: 'false',
  seoTitle: both('', ''),
  seoDescription: both('', ''),
  position: '9',
}

const article = {
  slug: 'skins-for-free',
  title: both('Скины бесплатно', 'Skins for free'),
  description: both('Коротко о главном.', 'The short of it.'),
  preview: both('https://cdn.example/ru.png', 'https://cdn.example/en.png'),
  text: both('<h2>С чего начать</h2><p>…</p>', '<h2>Where to start</h2><p>…</p>'),
  promocode: 'FREE25',
  published: 'true',
  seoTitle: both('Скины', ''),
  seoDescription: both('', ''),
}

// cs2-cases (1) and its subcategory no-deposit (1), both with cards.
const subcategory = {
  categoryId: '1',
  slug: 'bonus-wheels',
  name: both('Колёса бонусов', 'Bonus wheels'),
  buttonText: both('Колёса', 'Wheels'),
  seoTitle: both('', ''),
  seoDescription: both('', ''),
  position: '5',
}

const card = {
  slug: 'zeta-drop',
  categoryId: '1',
  subcategoryId: '1',
  typeId: '2',
  preview: 'https://cdn.example/zeta.png',
  title: both('Зета Дроп', 'Zeta Drop'),
  fullTitle: both('Зета Дроп — 5 кейсов', 'Zeta Drop: 5 cases'),
  description: both('Кейсы без депозита.', 'Cases with no deposit.'),
  text: both('<h2 id="about">О сайте</h2>', '<h2 id="about">About</h2>'),
  instruction: both('<ol><li>Войдите.</li></ol>', '<ol><li>Sign in.</li></ol>'),
  buttonText: both('Забрать', 'Claim'),
  link: 'https://zeta.example/?ref=freeskins',
  reward: both('5 кейсов', '5 cases'),
  promocode: 'ZETA5',
  badgeIds: json([1, 4]),
  hideRuLink: 'false',
  top: 'true',
  position: '0',
  showAlert: 'false',
  seoTitle: both('', ''),
  seoDescription: both('', ''),
  promocodes: json([
    {
      title: { ru: 'Бонус', en: 'Bonus' },
      description: { ru: 'При пополнении', en: 'On top-up' },
      code: 'ZETA5',
      validUntil: '2025-07-01T00:00:00Z',
      hideLinkRu: false,
    },
  ]),
}

const cardType = { slug: 'skin-exchange', name: both('Обменник', 'Skin exchange') }
const badge = { text: both('Хит', 'Hit'), color: '#fa0' }
const banner = {
  position: 'middle',
  image: both('https://cdn.example/ru.png', 'https://cdn.example/en.png'),
  link: '/games/cases',
}
const contact = {
  name: both('Часы работы', 'Opening hours'),
  content: 'mailto:team@freeskins.example',
  contentLabel: both('team@freeskins.example', 'team@freeskins.example'),
  position: '1',
}

export const contentCalls: Call[] = [
  {
    operation: 'adminListArticles',
    scenario: editor,
    query: 'search=cs2&filter[published]=true&sort=-views&per_page=5',
    status: 200,
  },
  { operation: 'adminCreateArticle', scenario: editor, form: article, status: 201 },
  { operation: 'adminGetArticle', scenario: admin, params: { id: '31' }, status: 200 },
  {
    operation: 'adminUpdateArticle',
    scenario: editor,
    params: { id: '1' },
    form: { ...article, published: 'false' },
    status: 200,
  },
  { operation: 'adminDeleteArticle', scenario: editor, params: { id: '1' }, status: 204 },

  { operation: 'adminListCategories', scenario: admin, query: 'search=cs2&sort=-cardsCount&per_page=5', status: 200 },
  { operation: 'adminCreateCategory', scenario: admin, form: category, status: 201 },
  { operation: 'adminGetCategory', scenario: admin, params: { id: '1' }, status: 200 },
  {
    operation: 'adminUpdateCategory',
    scenario: admin,
    params: { id: '1' },
    form: { ...category, slug: 'cs2-cases' },
    status: 200,
  },
  {
    operation: 'adminDeleteCategory',
    scenario: admin,
    params: { id: nextOf(categoryDefinitions) },
    prepare: (db) => categoriesAdmin.create(asAdmin(db), category),
    status: 204,
  },

  {
    operation: 'adminListSubcategories',
    scenario: admin,
    query: 'search=deposit&filter[category]=1&sort=-name',
    status: 200,
  },
  { operation: 'adminCreateSubcategory', scenario: admin, form: subcategory, status: 201 },
  { operation: 'adminGetSubcategory', scenario: admin, params: { id: '1' }, status: 200 },
  {
    operation: 'adminUpdateSubcategory',
    scenario: admin,
    params: { id: '1' },
    form: { ...subcategory, slug: 'no-deposit' },
    status: 200,
  },
  {
    operation: 'adminDeleteSubcategory',
    scenario: admin,
    params: { id: nextOf(categoryDefinitions.flatMap((definition) => definition.subcategories)) },
    prepare: (db) => subcategoriesAdmin.create(asAdmin(db), subcategory),
    status: 204,
  },

  {
    operation: 'adminListCards',
    scenario: admin,
    query: 'search=a&filter[category]=1&filter[badge]=4&filter[top]=false&sort=-rating&per_page=10',
    status: 200,
  },
  {
    operation: 'adminListCards',
    scenario: admin,
    query: 'filter[subcategory]=1&filter[type]=2&sort=title',
    status: 200,
  },
  { operation: 'adminCreateCard', scenario: admin, form: card, status: 201 },
  { operation: 'adminGetCard', scenario: admin, params: { id: '3' }, status: 200 },
  {
    operation: 'adminUpdateCard',
    scenario: admin,
    params: { id: '1' },
    form: { ...card, subcategoryId: '', typeId: '' },
    status: 200,
  },
  { operation: 'adminDeleteCard', scenario: admin, params: { id: '3' }, status: 204 },

  { operation: 'adminListCardTypes', scenario: admin, query: 'search=site&sort=-cardsCount', status: 200 },
  { operation: 'adminCreateCardType', scenario: admin, form: cardType, status: 201 },
  { operation: 'adminGetCardType', scenario: admin, params: { id: '1' }, status: 200 },
  {
    operation: 'adminUpdateCardType',
    scenario: admin,
    params: { id: '1' },
    form: { ...cardType, slug: 'case-site' },
    status: 200,
  },
  {
    operation: 'adminDeleteCardType',
    scenario: admin,
    params: { id: nextOf(cardTypeDefinitions) },
    prepare: (db) => cardTypesAdmin.create(asAdmin(db), cardType),
    status: 204,
  },

  { operation: 'adminListBadges', scenario: admin, query: 'search=o&sort=-cardsCount', status: 200 },
  { operation: 'adminCreateBadge', scenario: admin, form: badge, status: 201 },
  { operation: 'adminGetBadge', scenario: admin, params: { id: '4' }, status: 200 },
  {
    operation: 'adminUpdateBadge',
    scenario: admin,
    params: { id: '4' },
    form: { ...badge, color: '#29A36A' },
    status: 200,
  },
  {
    operation: 'adminDeleteBadge',
    scenario: admin,
    params: { id: nextOf(badgeDefinitions) },
    prepare: (db) => badgesAdmin.create(asAdmin(db), badge),
    status: 204,
  },

  { operation: 'adminListBanners', scenario: admin, query: 'filter[position]=sidebar&sort=-position', status: 200 },
  { operation: 'adminCreateBanner', scenario: admin, form: banner, status: 201 },
  { operation: 'adminGetBanner', scenario: admin, params: { id: '1' }, status: 200 },
  {
    operation: 'adminUpdateBanner',
    scenario: admin,
    params: { id: '1' },
    form: { ...banner, link: 'https://partner.example/' },
    status: 200,
  },
  { operation: 'adminDeleteBanner', scenario: admin, params: { id: '1' }, status: 204 },

  { operation: 'adminListContacts', scenario: admin, query: 'search=freeskins&sort=-name', status: 200 },
  { operation: 'adminCreateContact', scenario: admin, form: contact, status: 201 },
  { operation: 'adminGetContact', scenario: admin, params: { id: '1' }, status: 200 },
  {
    operation: 'adminUpdateContact',
    scenario: admin,
    params: { id: '1' },
    form: { ...contact, content: 'Mon–Fri: 10:00–19:00' },
    status: 200,
  },
  { operation: 'adminDeleteContact', scenario: admin, params: { id: '1' }, status: 204 },
]

export const contentErrorCalls: Call[] = [
  { operation: 'adminListArticles', scenario: 'signed-in-regular', status: 403 },
  { operation: 'adminListArticles', scenario: editor, query: 'filter[published]=maybe&sort=rating', status: 422 },
  { operation: 'adminCreateArticle', form: article, status: 401 },
  {
    operation: 'adminCreateArticle',
    scenario: editor,
    form: { ...article, slug: 'best-free-cases-of-the-month', url: 'ftp://files' },
    status: 422,
  },
  { operation: 'adminGetArticle', scenario: editor, params: { id: '999' }, status: 404 },
  {
    operation: 'adminUpdateArticle',
    scenario: editor,
    params: { id: '1' },
    form: { ...article, title: both('', '') },
    status: 422,
  },
  { operation: 'adminUpdateArticle', scenario: editor, params: { id: '999' }, form: article, status: 404 },
  { operation: 'adminDeleteArticle', scenario: 'signed-in-rich', params: { id: '1' }, status: 403 },
  { operation: 'adminDeleteArticle', scenario: editor, params: { id: '999' }, status: 404 },
  { operation: 'adminDeleteArticle', status: 401, params: { id: '1' } },

  { operation: 'adminListCategories', scenario: editor, status: 403 },
  { operation: 'adminListCategories', scenario: admin, query: 'sort=secret', status: 422 },
  { operation: 'adminCreateCategory', scenario: admin, form: { ...category, slug: 'cs2-cases' }, status: 422 },
  { operation: 'adminCreateCategory', form: category, status: 401 },
  { operation: 'adminGetCategory', scenario: admin, params: { id: '999' }, status: 404 },
  {
    operation: 'adminUpdateCategory',
    scenario: admin,
    params: { id: '1' },
    form: { ...category, name: both('', '') },
    status: 422,
  },
  { operation: 'adminDeleteCategory', scenario: admin, params: { id: '1' }, status: 409 },

  { operation: 'adminListSubcategories', scenario: editor, status: 403 },
  { operation: 'adminListSubcategories', scenario: admin, query: 'filter[category]=cs2-cases', status: 422 },
  { operation: 'adminCreateSubcategory', form: subcategory, status: 401 },
  { operation: 'adminCreateSubcategory', scenario: admin, form: { ...subcategory, slug: 'no-deposit' }, status: 422 },
  { operation: 'adminGetSubcategory', scenario: admin, params: { id: '999' }, status: 404 },
  // Moving a subcategory with cards to another category would leave its cards behind.
  {
    operation: 'adminUpdateSubcategory',
    scenario: admin,
    params: { id: '1' },
    form: { ...subcategory, categoryId: '2', slug: 'no-deposit' },
    status: 422,
  },
  { operation: 'adminDeleteSubcategory', scenario: admin, params: { id: '1' }, status: 409 },

  { operation: 'adminListCards', scenario: editor, status: 403 },
  { operation: 'adminListCards', scenario: admin, query: 'filter[top]=maybe', status: 422 },
  { operation: 'adminCreateCard', form: card, status: 401 },
  // Subcategory 4 is in another category; a new card has no promocode with id 1 to change.
  {
    operation: 'adminCreateCard',
    scenario: admin,
    form: {
      ...card,
      subcategoryId: '4',
      badgeIds: json([99]),
      promocodes: json([
        {
          id: 1,
          title: { ru: 'а', en: 'a' },
          description: { ru: 'а', en: 'a' },
          code: 'X',
          validUntil: null,
          hideLinkRu: false,
        },
      ]),
    },
    status: 422,
  },
  { operation: 'adminGetCard', scenario: admin, params: { id: '999' }, status: 404 },
  {
    operation: 'adminUpdateCard',
    scenario: admin,
    params: { id: '1' },
    form: { ...card, link: 'javascript:alert(1)' },
    status: 422,
  },
  { operation: 'adminDeleteCard', scenario: editor, params: { id: '1' }, status: 403 },

  { operation: 'adminListCardTypes', scenario: editor, status: 403 },
  { operation: 'adminCreateCardType', scenario: admin, form: { ...cardType, slug: 'roulette' }, status: 422 },
  { operation: 'adminGetCardType', scenario: admin, params: { id: '999' }, status: 404 },
  { operation: 'adminUpdateCardType', status: 401, params: { id: '1' }, form: cardType },
  { operation: 'adminDeleteCardType', scenario: admin, params: { id: '1' }, status: 409 },

  { operation: 'adminListBadges', scenario: editor, status: 403 },
  { operation: 'adminCreateBadge', scenario: admin, form: { ...badge, color: 'orange' }, status: 422 },
  { operation: 'adminGetBadge', status: 401, params: { id: '1' } },
  { operation: 'adminUpdateBadge', scenario: admin, params: { id: '999' }, form: badge, status: 404 },
  { operation: 'adminDeleteBadge', scenario: admin, params: { id: '4' }, status: 409 },

  { operation: 'adminListBanners', scenario: editor, status: 403 },
  { operation: 'adminListBanners', scenario: admin, query: 'filter[position]=footer', status: 422 },
  { operation: 'adminCreateBanner', scenario: admin, form: { ...banner, link: '//evil.example' }, status: 422 },
  { operation: 'adminGetBanner', scenario: admin, params: { id: '999' }, status: 404 },
  { operation: 'adminDeleteBanner', status: 401, params: { id: '1' } },

  { operation: 'adminListContacts', scenario: editor, status: 403 },
  {
    operation: 'adminCreateContact',
    scenario: admin,
    form: { ...contact, content: 'javascript:alert(1)' },
    status: 422,
  },
  { operation: 'adminUpdateContact', scenario: admin, params: { id: '999' }, form: contact, status: 404 },
  { operation: 'adminDeleteContact', status: 401, params: { id: '1' } },
]
