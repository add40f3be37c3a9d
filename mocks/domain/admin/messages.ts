import type { Localized } from '../../db/schema/fragments.ts'
import type { AdminSection } from './sections.ts'

/**
 * What the admin API says, in both languages. Field messages are short sentences a form
 * shows under its field; refusals name what stands in the way, so an admin knows what to do.
 */

const sectionNames: Record<AdminSection, Localized> = {
  articles: { ru: 'статьями', en: 'articles' },
  categories: { ru: 'категориями', en: 'categories' },
  subcategories: { ru: 'подкатегориями', en: 'subcategories' },
  cards: { ru: 'карточками', en: 'cards' },
  'card-types': { ru: 'типами карточек', en: 'card types' },
  badges: { ru: 'бейджами', en: 'badges' },
  banners: { ru: 'баннерами', en: 'banners' },
  cases: { ru: 'кейсами', en: 'cases' },
  tasks: { ru: 'заданиями', en: 'tasks' },
  promocodes: { ru: 'промокодами', en: 'promocodes' },
  giveaways: { ru: 'раздачами', en: 'giveaways' },
  rewards: { ru: 'наградами', en: 'rewards' },
  notifications: { ru: 'уведомлениями', en: 'notifications' },
  contacts: { ru: 'контактами', en: 'contacts' },
  users: { ru: 'пользователями', en: 'users' },
  roles: { ru: 'ролями', en: 'roles' },
}

/** `1 карточка`, `2 карточки`, `5 карточек`: Russian needs three forms, English two. */
export function countOf(n: number, ru: readonly [string, string, string], en: readonly [string, string]): Localized {
  const mod10 = n % 10
  const mod100 = n % 100
  const ruForm =
    mod10 === 1 && mod100 !== 11 ? ru[0] : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? ru[1] : ru[2]
  return { ru: `${n} ${ruForm}`, en: `${n} ${n === 1 ? en[0] : en[1]}` }
}

/** "5 cards": what keeps a category, subcategory, card type or badge from being deleted. */
export function cardsCount(n: number): Localized {
  return countOf(n, ['карточка', 'карточки', 'карточек'], ['card', 'cards'])
}

/** "24 cards and 3 subcategories": the uses that block a deletion, joined as a sentence. */
export function joinUses(uses: readonly Localized[]): Localized {
  const join = (parts: string[], and: string): string =>
    parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}`
  return {
    ru: join(
      uses.map((use) => use.ru),
      'и',
    ),
    en: join(
      uses.map((use) => use.en),
      'and',
    ),
  }
}

export const adminMessages = {
  noPanelAccess: { ru: 'У вас нет доступа к админ-панели.', en: 'You have no access to the admin panel.' },
  sectionForbidden: (section: AdminSection): Localized => ({
    ru: `У вас нет прав управлять ${sectionNames[section].ru}.`,
    en: `You may not manage ${sectionNames[section].en}.`,
  }),
  uploadForbidden: { ru: 'У вас нет прав загружать изображения.', en: 'You may not upload images.' },
  recordNotFound: { ru: 'Запись не найдена.', en: 'The record was not found.' },
  inUse: (uses: Localized): Localized => ({
    ru: `Удалить нельзя, пока с записью связаны: ${uses.ru}.`,
    en: `It cannot be deleted while these use it: ${uses.en}.`,
  }),

  // ------------------------------------------------------------ fields
  required: { ru: 'Обязательное поле.', en: 'This field is required.' },
  tooLong: (max: number): Localized => ({ ru: `Не длиннее ${max} символов.`, en: `At most ${max} characters.` }),
  tooShort: (min: number): Localized => ({ ru: `Не короче ${min} символов.`, en: `At least ${min} characters.` }),
  slugFormat: {
    ru: 'Строчные латинские буквы, цифры и одиночные дефисы, например cs2-cases.',
    en: 'Lowercase Latin letters, digits and single dashes, e.g. cs2-cases.',
  },
  slugTaken: { ru: 'Этот адрес уже занят.', en: 'This slug is already taken.' },
  wholeNumber: (min: number, max: number): Localized => ({
    ru: `Целое число от ${min} до ${max}.`,
    en: `A whole number from ${min} to ${max}.`,
  }),
  amount: (min: string, max: string): Localized => ({
    ru: `Число от ${min} до ${max}, не больше двух знаков после точки.`,
    en: `A number from ${min} to ${max} with at most two decimals.`,
  }),
  notZero: { ru: 'Сумма не может быть нулевой.', en: 'The amount cannot be zero.' },
  yesOrNo: { ru: 'Укажите да или нет.', en: 'Answer yes or no.' },
  oneOf: (values: readonly string[]): Localized => ({
    ru: `Допустимые значения: ${values.join(', ')}.`,
    en: `Allowed values: ${values.join(', ')}.`,
  }),
  url: {
    ru: 'Адрес должен начинаться с http:// или https://.',
    en: 'The address must start with http:// or https://.',
  },
  link: {
    ru: 'Путь на сайте (например /games/cases) или адрес с http:// или https://.',
    en: 'A site path (e.g. /games/cases) or an address starting with http:// or https://.',
  },
  image: {
    ru: 'Загрузите изображение или укажите его адрес с http:// или https://.',
    en: 'Upload an image or give its address starting with http:// or https://.',
  },
  date: { ru: 'Дата и время в формате ISO 8601.', en: 'A date and time in ISO 8601 format.' },
  json: { ru: 'Ожидается JSON.', en: 'JSON is expected.' },
  listLength: (min: number, max: number): Localized => ({
    ru: `От ${min} до ${max} элементов.`,
    en: `From ${min} to ${max} items.`,
  }),
  unknownId: { ru: 'Такой записи нет.', en: 'There is no such record.' },
  hexColor: { ru: 'Цвет в формате #rrggbb или #rgb.', en: 'A colour like #rrggbb or #rgb.' },
  searchTooLong: (max: number): Localized => ({
    ru: `Запрос не длиннее ${max} символов.`,
    en: `At most ${max} characters.`,
  }),

  // ------------------------------------------------------------ uploads
  uploadMissing: { ru: 'Выберите файл изображения.', en: 'Choose an image file.' },
  uploadType: { ru: 'Поддерживаются PNG, JPEG, WebP и GIF.', en: 'PNG, JPEG, WebP and GIF images are supported.' },
  uploadSize: (maxMb: number): Localized => ({
    ru: `Файл больше ${maxMb} МБ.`,
    en: `The file is larger than ${maxMb} MB.`,
  }),
} as const
