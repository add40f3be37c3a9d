import type { Localized } from '../db/schema/fragments.ts'
import type { Social } from '../db/schema/tasks.ts'
import { coinsText } from './money.ts'

/**
 * Every text the fake backend says, in both languages; the HTTP glue picks the
 * request's language. Kept in one place so wording stays consistent between rules.
 */

function pad(value: number): string {
  return String(value).padStart(2, '0')
}

/**
 * Written by hand rather than with Intl, so every host prints exactly the same. Seconds show
 * only when there are any: interactive hosts start the clock at the wall time, so their
 * cooldowns and windows rarely end on a whole minute.
 */
export function formatDate(ms: number): Localized {
  const d = new Date(ms)
  const seconds = d.getUTCSeconds() === 0 ? '' : `:${pad(d.getUTCSeconds())}`
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}${seconds}`
  return {
    ru: `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${time} UTC`,
    en: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${time} UTC`,
  }
}

const socialNames: Record<Social, Localized> = {
  vk: { ru: 'ВКонтакте', en: 'VK' },
  tg: { ru: 'Телеграм', en: 'Telegram' },
}

export const m = {
  // ------------------------------------------------------------ not found
  notFound: { ru: 'Не найдено', en: 'Not found' },
  cardNotFound: { ru: 'Карточка не найдена', en: 'The card was not found' },
  imageNotFound: { ru: 'Изображение не найдено', en: 'The image was not found' },
  articleNotFound: { ru: 'Статья не найдена', en: 'The article was not found' },
  categoryNotFound: { ru: 'Категория не найдена', en: 'The category was not found' },
  subcategoryNotFound: { ru: 'Подкатегория не найдена', en: 'The subcategory was not found' },
  caseNotFound: { ru: 'Кейс не найден', en: 'The case was not found' },
  giveawayNotFound: { ru: 'Раздача не найдена', en: 'The giveaway was not found' },
  taskNotFound: { ru: 'Задание не найдено', en: 'The task was not found' },
  notificationNotFound: { ru: 'Уведомление не найдено', en: 'The notification was not found' },
  shopItemGone: { ru: 'Этот предмет больше не продаётся', en: 'This item is no longer on sale' },

  // ------------------------------------------------------------ validation
  malformedBody: { ru: 'Тело запроса не является корректным JSON.', en: 'The request body is not valid JSON.' },
  malformedForm: { ru: 'Форму в запросе не удалось прочитать.', en: 'The form in the request could not be read.' },
  urlTooLong: (max: number): Localized => ({
    ru: `Адрес запроса длиннее ${max} символов.`,
    en: `The request address is longer than ${max} characters.`,
  }),
  required: { ru: 'Обязательное поле.', en: 'This field is required.' },
  pageInvalid: (first: number): Localized => ({
    ru: `Номер страницы должен быть целым числом не меньше ${first}.`,
    en: `The page must be a whole number of at least ${first}.`,
  }),
  oneOf: (values: readonly string[]): Localized => ({
    ru: `Допустимые значения: ${values.join(', ')}.`,
    en: `Allowed values: ${values.join(', ')}.`,
  }),
  numberInvalid: { ru: 'Введите неотрицательное число.', en: 'Enter a non-negative number.' },
  evaluationInvalid: (min: number, max: number): Localized => ({
    ru: `Оценка должна быть целым числом от ${min} до ${max}.`,
    en: `The rating must be a whole number from ${min} to ${max}.`,
  }),
  textLength: (min: number, max: number): Localized => ({
    ru: `Текст должен быть длиной от ${min} до ${max} символов.`,
    en: `The text must be ${min} to ${max} characters long.`,
  }),
  captchaRequired: { ru: 'Пройдите капчу.', en: 'Please complete the captcha.' },
  promocodeUnknown: { ru: 'Промокод не найден.', en: 'This promocode does not exist.' },
  promocodeExpired: { ru: 'Срок действия промокода истёк.', en: 'This promocode has expired.' },
  promocodeExhausted: {
    ru: 'Промокод больше не действует: все активации использованы.',
    en: 'This promocode has no activations left.',
  },
  promocodeUsed: { ru: 'Вы уже активировали этот промокод.', en: 'You have already activated this promocode.' },
  promocodeAlreadyActive: {
    ru: 'Промокод для этого кейса уже активирован: откройте кейс.',
    en: 'A promocode is already active for this case: open the case.',
  },
  tradelinkInvalid: {
    ru: 'Укажите ссылку на обмен вида https://steamcommunity.com/tradeoffer/new/?partner=…&token=…',
    en: 'Enter a trade offer link like https://steamcommunity.com/tradeoffer/new/?partner=…&token=…',
  },
  refCodeFormat: (min: number, max: number): Localized => ({
    ru: `Код должен состоять из ${min}–${max} латинских букв или цифр.`,
    en: `The code must be ${min}-${max} Latin letters or digits.`,
  }),
  refCodeTaken: { ru: 'Этот код уже занят.', en: 'This code is already taken.' },
  refCodeUnknown: { ru: 'Реферальный код не найден.', en: 'This referral code does not exist.' },
  refCodeOwn: { ru: 'Нельзя активировать собственный код.', en: 'You cannot activate your own code.' },
  verifyCodeWrong: { ru: 'Неверный код. Получите новый код у бота.', en: 'Wrong code. Get a new code from the bot.' },

  // ------------------------------------------------------------ refusals
  captchaFailed: { ru: 'Капча не пройдена, попробуйте ещё раз.', en: 'The captcha failed, please try again.' },
  // The moment goes in the answer's `availableAt`, for the client to show in the visitor's time zone.
  caseCooldown: { ru: 'Этот кейс пока нельзя открыть снова.', en: 'You cannot open this case again yet.' },
  caseClosed: { ru: 'Кейс-символ сейчас закрыт.', en: 'The symbol case is closed now.' },
  caseTasksIncomplete: {
    ru: 'Выполните все задания, чтобы открыть кейс.',
    en: 'Complete all the tasks to open this case.',
  },
  casePromocodeNeeded: {
    ru: 'Активируйте промокод, чтобы открыть кейс.',
    en: 'Activate a promocode to open this case.',
  },
  caseItemPending: {
    ru: 'Сначала продайте или выведите выпавший предмет.',
    en: 'Sell or withdraw the item you got first.',
  },
  caseNoPromocodes: { ru: 'Этот кейс не открывается промокодом.', en: 'This case does not take promocodes.' },
  noAvailableItem: {
    ru: 'В этом кейсе нет предмета для продажи или вывода.',
    en: 'There is no item from this case to sell or withdraw.',
  },
  clientSeedInvalid: (max: number): Localized => ({
    ru: `От 1 до ${max} символов: латинские буквы, цифры, дефис и подчёркивание.`,
    en: `From 1 to ${max} characters: Latin letters, digits, hyphens and underscores.`,
  }),
  dropNotFound: { ru: 'Дроп не найден', en: 'The drop was not found' },
  tradelinkNeeded: { ru: 'Укажите трейд-ссылку в профиле.', en: 'Set your tradelink in the profile first.' },
  notEnoughCoins: { ru: 'Недостаточно монет на балансе.', en: 'Not enough coins on your balance.' },
  coinsShort: (missingCents: number): Localized => ({
    ru: `Не хватает монет: нужно ещё ${coinsText(missingCents).ru}.`,
    en: `Not enough coins: you need ${coinsText(missingCents).en} more.`,
  }),
  priceChanged: (cents: number): Localized => ({
    ru: `Цена изменилась: теперь ${coinsText(cents).ru}.`,
    en: `The price has changed: it is now ${coinsText(cents).en}.`,
  }),
  giveawayEnded: { ru: 'Раздача завершена.', en: 'This giveaway has ended.' },
  giveawayTasksIncomplete: { ru: 'Выполните все задания раздачи.', en: 'Complete all the tasks of this giveaway.' },
  giveawayLevel: (level: number): Localized => ({
    ru: `Нужен уровень на игровой платформе не ниже ${level}.`,
    en: `You need game platform level ${level} or higher.`,
  }),
  giveawayNoRewards: { ru: 'Награды закончились.', en: 'No rewards are left.' },
  giveawayAlreadyTaken: {
    ru: 'Вы уже получили награду в этой раздаче.',
    en: 'You have already taken a reward from this giveaway.',
  },
  refAlreadyActivated: {
    ru: 'Вы уже активировали реферальный код.',
    en: 'You have already activated a referral code.',
  },
  refLevel: (level: number): Localized => ({
    ru: `Для активации нужен уровень на игровой платформе не ниже ${level}.`,
    en: `You need game platform level ${level} or higher to activate a code.`,
  }),
  refNoCs2: { ru: 'Для активации на аккаунте должна быть CS2.', en: 'Your account must own CS2 to activate a code.' },

  // ------------------------------------------------------------ tasks
  taskNotVisited: { ru: 'Сначала перейдите по ссылке задания.', en: 'Open the task link first.' },
  taskGroupNeedsAccount: (social: Social): Localized => ({
    ru: `Привяжите ${socialNames[social].ru} в профиле, чтобы мы проверили подписку.`,
    en: `Link your ${socialNames[social].en} account in the profile so we can check the subscription.`,
  }),
  taskSocialNotLinked: (social: Social): Localized => ({
    ru: `Аккаунт ${socialNames[social].ru} не привязан.`,
    en: `Your ${socialNames[social].en} account is not linked.`,
  }),
  taskLevel: (required: number, current: number): Localized => ({
    ru: `Нужен уровень ${required}, у вас ${current}. Обновите уровень в профиле.`,
    en: `Level ${required} is needed, yours is ${current}. Refresh your level in the profile.`,
  }),
  taskTradelink: { ru: 'Трейд-ссылка не указана.', en: 'Your tradelink is not set.' },
  taskTypeLabels: {
    visit_link: { ru: 'Перейти по ссылке', en: 'Visit a link' },
    join_group: { ru: 'Вступить в группу', en: 'Join a group' },
    link_social: { ru: 'Привязать аккаунт', en: 'Link an account' },
    steam_level: { ru: 'Уровень на платформе', en: 'Platform level' },
    tradelink: { ru: 'Трейд-ссылка', en: 'Tradelink' },
  },

  // ------------------------------------------------------------ notifications the rules create
  referralRewardTitle: { ru: 'Реферальная награда', en: 'Referral reward' },
  referralRewardText: (name: string, cents: number): Localized => ({
    ru: `${name} активировал ваш код. Вам начислено ${coinsText(cents).ru}.`,
    en: `${name} activated your code. ${coinsText(cents).en} were added to your balance.`,
  }),
} as const
