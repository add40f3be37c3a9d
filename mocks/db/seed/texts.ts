import type { Localized } from '../schema/fragments.ts'
import type { GlyphName } from './art/glyphs.ts'
import type { ItemKind } from './art/item-shapes.ts'

/**
 * Hand-made phrase lists in both languages. The seed composes them with its seeded
 * random picks, so texts read naturally in Russian and English without any network.
 */

export const games = [
  { key: 'cs2', name: { ru: 'CS2', en: 'CS2' } },
  { key: 'rust', name: { ru: 'Rust', en: 'Rust' } },
  { key: 'dota2', name: { ru: 'Dota 2', en: 'Dota 2' } },
] as const

export type GameKey = (typeof games)[number]['key']

export const categoryDefinitions: ReadonlyArray<{
  slug: string
  name: Localized
  /** The one game a category is about; its sites and texts name only that game. */
  game?: GameKey
  color: string
  /** The pictogram of its icon. */
  icon: GlyphName
  subcategories: ReadonlyArray<{ slug: string; name: Localized }>
}> = [
  {
    slug: 'cs2-cases',
    game: 'cs2',
    name: { ru: 'Кейсы CS2', en: 'CS2 cases' },
    color: '#e4572e',
    icon: 'box',
    subcategories: [
      { slug: 'no-deposit', name: { ru: 'Без депозита', en: 'No deposit' } },
      { slug: 'daily-bonus', name: { ru: 'Ежедневный бонус', en: 'Daily bonus' } },
      { slug: 'new-sites', name: { ru: 'Новые сайты', en: 'New sites' } },
    ],
  },
  {
    slug: 'free-skins',
    name: { ru: 'Бесплатные скины', en: 'Free skins' },
    color: '#29a36a',
    icon: 'gift',
    subcategories: [
      { slug: 'for-tasks', name: { ru: 'За задания', en: 'For tasks' } },
      { slug: 'for-registration', name: { ru: 'За регистрацию', en: 'For signing up' } },
    ],
  },
  {
    slug: 'rust-skins',
    game: 'rust',
    name: { ru: 'Скины Rust', en: 'Rust skins' },
    color: '#cd412b',
    icon: 'skull',
    subcategories: [
      { slug: 'rust-cases', name: { ru: 'Кейсы Rust', en: 'Rust cases' } },
      { slug: 'rust-giveaways', name: { ru: 'Раздачи Rust', en: 'Rust giveaways' } },
    ],
  },
  {
    slug: 'dota2-items',
    game: 'dota2',
    name: { ru: 'Предметы Dota 2', en: 'Dota 2 items' },
    color: '#a4161a',
    icon: 'gem',
    subcategories: [
      { slug: 'arcana', name: { ru: 'Арканы', en: 'Arcanas' } },
      { slug: 'dota2-cases', name: { ru: 'Кейсы Dota 2', en: 'Dota 2 cases' } },
    ],
  },
  {
    slug: 'promocodes',
    name: { ru: 'Промокоды', en: 'Promocodes' },
    color: '#7b2cbf',
    icon: 'ticket',
    subcategories: [
      { slug: 'deposit-codes', name: { ru: 'На депозит', en: 'Deposit codes' } },
      { slug: 'free-codes', name: { ru: 'Бесплатные коды', en: 'Free codes' } },
    ],
  },
  {
    slug: 'giveaway-sites',
    name: { ru: 'Сайты с раздачами', en: 'Giveaway sites' },
    color: '#f4a259',
    icon: 'star',
    subcategories: [
      { slug: 'daily-giveaways', name: { ru: 'Ежедневные', en: 'Daily' } },
      { slug: 'weekly-giveaways', name: { ru: 'Еженедельные', en: 'Weekly' } },
    ],
  },
  {
    slug: 'bonuses',
    name: { ru: 'Бонусы', en: 'Bonuses' },
    color: '#3a86ff',
    icon: 'coin',
    subcategories: [
      { slug: 'cashback', name: { ru: 'Кэшбэк', en: 'Cashback' } },
      { slug: 'welcome-bonus', name: { ru: 'Приветственный бонус', en: 'Welcome bonus' } },
    ],
  },
  {
    slug: 'trading',
    name: { ru: 'Трейд-площадки', en: 'Trading sites' },
    color: '#118ab2',
    icon: 'swap',
    subcategories: [
      { slug: 'skin-markets', name: { ru: 'Маркеты скинов', en: 'Skin markets' } },
      { slug: 'trade-bots', name: { ru: 'Трейд-боты', en: 'Trade bots' } },
    ],
  },
]

export const siteNameParts = {
  first: ['Skin', 'Case', 'Drop', 'Loot', 'Gift', 'Crate', 'Lucky', 'Epic', 'Hyper', 'Frost', 'Nova', 'Rapid'],
  second: ['Hub', 'Storm', 'Rush', 'Land', 'Box', 'Club', 'Zone', 'Fire', 'Way', 'Nest', 'Bay', 'Star'],
} as const

export const badgeDefinitions: ReadonlyArray<{ text: Localized; color: string }> = [
  { text: { ru: 'Новый', en: 'New' }, color: '#29a36a' },
  { text: { ru: 'Топ', en: 'Top' }, color: '#e9b824' },
  { text: { ru: 'Без депозита', en: 'No deposit' }, color: '#3a86ff' },
  { text: { ru: 'Промокод', en: 'Promocode' }, color: '#7b2cbf' },
  { text: { ru: 'Эксклюзив', en: 'Exclusive' }, color: '#e4572e' },
]

/** What kind of site a card is; the seed gives cards these in turn (mocks/db/seed/card-types.ts). */
export const cardTypeDefinitions: ReadonlyArray<{ slug: string; name: Localized }> = [
  { slug: 'case-site', name: { ru: 'Сайт с кейсами', en: 'Case site' } },
  { slug: 'roulette', name: { ru: 'Рулетка', en: 'Roulette' } },
  { slug: 'trade-bot', name: { ru: 'Трейд-бот', en: 'Trade bot' } },
  { slug: 'marketplace', name: { ru: 'Маркетплейс', en: 'Marketplace' } },
  { slug: 'bonus-site', name: { ru: 'Бонусный сайт', en: 'Bonus site' } },
]

/** `{n}` is replaced by a number, `{site}` by the site name. */
export const rewardTemplates: ReadonlyArray<Localized> = [
  { ru: '+{n}% к депозиту', en: '+{n}% deposit bonus' },
  { ru: 'Бесплатный кейс', en: 'Free case' },
  { ru: '{n} ₽ на баланс', en: '${n} on balance' },
  { ru: 'Колесо удачи каждый день', en: 'Daily lucky wheel' },
  { ru: 'Скин за регистрацию', en: 'A skin for signing up' },
]

export const cardDescriptions: ReadonlyArray<Localized> = [
  {
    ru: 'Открывайте кейсы {game} с бонусом на первый депозит и ежедневными наградами.',
    en: 'Open {game} cases with a first-deposit bonus and daily rewards.',
  },
  {
    ru: 'Честные дропы, быстрый вывод и бесплатный кейс для новичков.',
    en: 'Fair drops, fast withdrawals and a free case for newcomers.',
  },
  {
    ru: 'Выполняйте простые задания и забирайте скины {game} без вложений.',
    en: 'Complete simple tasks and collect {game} skins without spending a coin.',
  },
  {
    ru: 'Популярная площадка с апгрейдами, контрактами и крупными раздачами.',
    en: 'A popular site with upgrades, contracts and big giveaways.',
  },
  {
    ru: 'Ежедневный бонус, кэшбэк и промокоды для постоянных игроков.',
    en: 'A daily bonus, cashback and promocodes for regular players.',
  },
  {
    ru: 'Обменивайте скины {game} выгодно и без скрытых комиссий.',
    en: 'Trade {game} skins at fair prices with no hidden fees.',
  },
]

export const paragraphs: ReadonlyArray<Localized> = [
  {
    ru: '{site} работает с {year} года и за это время собрал большое сообщество игроков {game}. Сайт регулярно проводит акции и раздачи.',
    en: '{site} has been running since {year} and has gathered a large {game} community. The site holds promotions and giveaways all the time.',
  },
  {
    ru: 'Вывод предметов происходит через трейд-ссылку платформы, обычно за несколько минут. Перед выводом проверьте, что ваш инвентарь открыт.',
    en: 'Items are withdrawn through your platform tradelink, usually within minutes. Before withdrawing, make sure your inventory is public.',
  },
  {
    ru: 'Новые игроки получают бонус сразу после входа. Достаточно авторизоваться через игровую платформу и подтвердить почту.',
    en: 'New players get a bonus right after signing in. Just sign in through the game platform and confirm your email.',
  },
  {
    ru: 'Шансы выпадения указаны на странице каждого кейса, а история открытий доступна всем посетителям.',
    en: 'Drop chances are listed on every case page, and the opening history is visible to every visitor.',
  },
  {
    ru: 'Поддержка отвечает круглосуточно в чате и помогает, если трейд задержался или предмет не пришёл.',
    en: 'Support answers around the clock in chat and helps when a trade is delayed or an item did not arrive.',
  },
  {
    ru: 'Минимальное пополнение небольшое, а комиссия за вывод отсутствует. Это делает сайт удобным для новичков.',
    en: 'The minimum deposit is small and there is no withdrawal fee, which makes the site friendly for beginners.',
  },
]

export const pros: ReadonlyArray<Localized> = [
  { ru: 'быстрый вывод скинов', en: 'fast skin withdrawals' },
  { ru: 'бесплатные кейсы каждый день', en: 'free cases every day' },
  { ru: 'понятный интерфейс на русском', en: 'a clear interface in many languages' },
  { ru: 'честная система provably fair', en: 'an honest provably fair system' },
  { ru: 'щедрые промокоды', en: 'generous promocodes' },
  { ru: 'крупные еженедельные раздачи', en: 'big weekly giveaways' },
]

export const instructionSteps: ReadonlyArray<Localized> = [
  { ru: 'Перейдите на сайт по кнопке выше.', en: 'Go to the site with the button above.' },
  { ru: 'Войдите через игровую платформу.', en: 'Sign in through the game platform.' },
  { ru: 'Откройте раздел бонусов или пополнения.', en: 'Open the bonus or deposit section.' },
  { ru: 'Введите промокод {code} и получите награду.', en: 'Enter the promocode {code} and get your reward.' },
]

/** The first step for a site whose link is hidden in Russia: there is no button to point at. */
export const openSiteStep: Localized = {
  ru: 'Откройте сайт {site} в браузере.',
  en: 'Open the {site} website in your browser.',
}

export const buttonTexts: ReadonlyArray<Localized> = [
  { ru: 'Получить бонус', en: 'Get the bonus' },
  { ru: 'Перейти на сайт', en: 'Go to the site' },
  { ru: 'Забрать скин', en: 'Claim a skin' },
]

export const promocodeWords = ['FREESKIN', 'DROP', 'BONUS', 'LUCKY', 'START', 'GIFT', 'HYPE', 'FROST'] as const

/** `kicker` and `motif` are what the article's picture shows: a word on its kind and a pictogram. */
export const articleTopics: ReadonlyArray<{
  title: Localized
  description: Localized
  kicker: Localized
  motif: GlyphName
}> = [
  {
    title: { ru: 'Как получить бесплатные скины {game} в {year} году', en: 'How to get free {game} skins in {year}' },
    description: {
      ru: 'Все рабочие способы получить скины {game} без вложений.',
      en: 'Every working way to get {game} skins without spending money.',
    },
    kicker: { ru: 'Гайд', en: 'Guide' },
    motif: 'gift',
  },
  {
    title: { ru: 'Топ-{n} сайтов с кейсами {game}', en: 'Top {n} {game} case sites' },
    description: {
      ru: 'Сравниваем бонусы, шансы и скорость вывода.',
      en: 'We compare bonuses, odds and withdrawal speed.',
    },
    kicker: { ru: 'Топ', en: 'Top list' },
    motif: 'trophy',
  },
  {
    title: {
      ru: 'Промокоды {game}: где искать и как активировать',
      en: '{game} promocodes: where to find them and how to use them',
    },
    description: {
      ru: 'Разбираемся, какие промокоды работают и как не попасть на обман.',
      en: 'Which promocodes work and how to avoid scams.',
    },
    kicker: { ru: 'Промокоды', en: 'Promocodes' },
    motif: 'ticket',
  },
  {
    title: {
      ru: 'Гайд по трейд-ссылке: как найти и безопасно использовать',
      en: 'Tradelink guide: how to find it and use it safely',
    },
    description: { ru: 'Пошаговая инструкция для новичков.', en: 'A step-by-step guide for beginners.' },
    kicker: { ru: 'Гайд', en: 'Guide' },
    motif: 'link',
  },
  {
    title: { ru: 'Как устроены шансы в кейсах {game}', en: 'How {game} case odds work' },
    description: {
      ru: 'Редкость, цвет и вероятность выпадения простыми словами.',
      en: 'Rarity, colour and drop chance in plain words.',
    },
    kicker: { ru: 'Шансы', en: 'Odds' },
    motif: 'percent',
  },
  {
    title: { ru: 'Раздачи игровых ключей: честно ли это', en: 'Game key giveaways: are they fair?' },
    description: {
      ru: 'Как работают раздачи и что нужно для участия.',
      en: 'How giveaways work and what it takes to join.',
    },
    kicker: { ru: 'Раздачи', en: 'Giveaways' },
    motif: 'gift',
  },
  {
    title: { ru: '{n} ошибок новичка на сайтах со скинами', en: '{n} beginner mistakes on skin sites' },
    description: {
      ru: 'Что мешает получить награду и как этого избежать.',
      en: 'What keeps you from your reward and how to avoid it.',
    },
    kicker: { ru: 'Ошибки', en: 'Mistakes' },
    motif: 'warning',
  },
  {
    title: { ru: 'Лучшие бесплатные предметы {game} этого сезона', en: 'The best free {game} items this season' },
    description: {
      ru: 'Подборка предметов, которые можно получить бесплатно.',
      en: 'A pick of items you can get for free.',
    },
    kicker: { ru: 'Подборка', en: 'Best picks' },
    motif: 'star',
  },
  {
    title: { ru: 'Как открыть кейс {game} бесплатно', en: 'How to open a {game} case for free' },
    description: {
      ru: 'Бесплатные кейсы за задания, промокоды и ежедневные бонусы.',
      en: 'Free cases for tasks, promocodes and daily bonuses.',
    },
    kicker: { ru: 'Кейсы', en: 'Cases' },
    motif: 'box',
  },
  {
    title: { ru: 'Обмен скинами {game}: как не потерять в цене', en: 'Trading {game} skins without losing value' },
    description: {
      ru: 'Трейд-боты, маркеты и честная цена предмета.',
      en: 'Trade bots, markets and what an item is really worth.',
    },
    kicker: { ru: 'Трейд', en: 'Trading' },
    motif: 'swap',
  },
  {
    title: {
      ru: 'Ежедневные бонусы на сайтах {game}: что выбрать',
      en: 'Daily bonuses on {game} sites: which to pick',
    },
    description: {
      ru: 'Сравниваем колёса удачи, кэшбэк и бесплатные монеты.',
      en: 'Lucky wheels, cashback and free coins compared.',
    },
    kicker: { ru: 'Бонусы', en: 'Bonuses' },
    motif: 'coin',
  },
  {
    title: { ru: 'Как проверить сайт {game} перед входом', en: 'How to check a {game} site before you sign in' },
    description: {
      ru: 'Признаки честного сайта и тревожные сигналы.',
      en: 'Signs of an honest site and the red flags.',
    },
    kicker: { ru: 'Безопасность', en: 'Safety' },
    motif: 'shield',
  },
]

export const articleSections: ReadonlyArray<{ heading: Localized; subheading: Localized }> = [
  {
    heading: { ru: 'С чего начать', en: 'Where to start' },
    subheading: { ru: 'Подготовка аккаунта', en: 'Preparing your account' },
  },
  {
    heading: { ru: 'Проверенные способы', en: 'Proven ways' },
    subheading: { ru: 'Задания и раздачи', en: 'Tasks and giveaways' },
  },
  {
    heading: { ru: 'Промокоды', en: 'Promocodes' },
    subheading: { ru: 'Как активировать код', en: 'How to activate a code' },
  },
  {
    heading: { ru: 'Безопасность', en: 'Safety' },
    subheading: { ru: 'Как не потерять скины', en: 'How not to lose your skins' },
  },
  { heading: { ru: 'Итоги', en: 'Summary' }, subheading: { ru: 'Наш выбор', en: 'Our pick' } },
]

export const commentTexts: ReadonlyArray<string> = [
  'Забрал бонус за пару минут, всё работает!',
  'Промокод сработал, спасибо за подборку.',
  'Вывод шёл почти час, но скин пришёл.',
  'Неплохой сайт, но шансы так себе.',
  'Лучший бесплатный кейс из тех, что пробовал.',
  'Поддержка ответила быстро, проблему решили.',
  'Got my free skin in a few minutes, legit.',
  'The promocode worked, thanks!',
  'Withdrawal took a while, but the item arrived.',
  'Decent site, odds could be better.',
  'Best free case I have tried so far.',
  'Support replied quickly and fixed my trade.',
]

export const skinNames = {
  cs2: [
    'AK-47 | Redline',
    'AK-47 | Slate',
    'AWP | Asiimov',
    'AWP | Atheris',
    'M4A1-S | Decimator',
    'M4A4 | Desolate Space',
    'Desert Eagle | Blaze',
    'Glock-18 | Water Elemental',
    'USP-S | Cortex',
    'P250 | See Ya Later',
    'MP9 | Starlight Protector',
    'FAMAS | Commemoration',
    'Galil AR | Chatterbox',
    'SSG 08 | Dragonfire',
    '★ Karambit | Doppler',
    '★ Butterfly Knife | Fade',
    '★ Sport Gloves | Vice',
    'Five-SeveN | Hyper Beast',
  ],
  rust: [
    'Tempered AK47',
    'Alien Red',
    'No Mercy Hoodie',
    'Big Grin',
    'Glory AK47',
    'Punishment Mask',
    'Blackout Hoodie',
    'Azul Sword',
    'Neon Pistol',
    'Whiteout Facemask',
  ],
  dota2: [
    'Manifold Paradox',
    'Fiery Soul of the Slayer',
    'Feast of Abscession',
    'Exalted Fractal Horns of Inner Abysm',
    'Bladeform Legacy',
    'Swine of the Sunken Galley',
    "Great Sage's Reckoning",
    'Compass of the Rising Gale',
    'Demon Eater',
    'Tempest Helm of the Thundergod',
  ],
} as const

export const qualities = ['Factory New', 'Minimal Wear', 'Field-Tested', 'Well-Worn', 'Battle-Scarred'] as const

export const gameQualities = {
  rust: ['Normal'],
  dota2: ['Standard', 'Inscribed', 'Genuine', 'Exalted'],
} as const

export const caseDefinitions: ReadonlyArray<{
  slug: string
  type: 'free' | 'promocode' | 'timed'
  title: Localized
  color: string
}> = [
  { slug: 'daily-case', type: 'free', title: { ru: 'Ежедневный кейс', en: 'Daily case' }, color: '#29a36a' },
  { slug: 'social-case', type: 'free', title: { ru: 'Кейс подписчика', en: 'Follower case' }, color: '#3a86ff' },
  { slug: 'veteran-case', type: 'free', title: { ru: 'Кейс ветерана', en: 'Veteran case' }, color: '#f4a259' },
  { slug: 'promo-case', type: 'promocode', title: { ru: 'Промо-кейс', en: 'Promo case' }, color: '#7b2cbf' },
  { slug: 'partner-case', type: 'promocode', title: { ru: 'Кейс партнёра', en: 'Partner case' }, color: '#118ab2' },
  { slug: 'symbol-case', type: 'timed', title: { ru: 'Кейс-символ', en: 'Symbol case' }, color: '#e4572e' },
]

export const giveawayDefinitions: ReadonlyArray<{
  slug: string
  type: 'games' | 'promocodes'
  title: Localized
  description: Localized
  active: boolean
  requiredSteamLevel: number
  color: string
}> = [
  {
    slug: 'cyberpunk-key',
    type: 'games',
    title: { ru: 'Ключ Cyberpunk 2077', en: 'Cyberpunk 2077 key' },
    description: {
      ru: 'Разыгрываем ключи Cyberpunk 2077 среди подписчиков.',
      en: 'We are giving away Cyberpunk 2077 keys to our followers.',
    },
    active: true,
    requiredSteamLevel: 5,
    color: '#f9c80e',
  },
  {
    slug: 'elden-ring-key',
    type: 'games',
    title: { ru: 'Ключ Elden Ring', en: 'Elden Ring key' },
    description: {
      ru: 'Ключ Elden Ring для платформы. Выполните задания и заберите ключ.',
      en: 'An Elden Ring platform key. Complete the tasks and claim it.',
    },
    active: true,
    requiredSteamLevel: 20,
    color: '#b08d57',
  },
  {
    slug: 'hades-key',
    type: 'games',
    title: { ru: 'Ключ Hades', en: 'Hades key' },
    description: {
      ru: 'Раздача ключей Hades завершена. Следите за новыми раздачами.',
      en: 'The Hades key giveaway is over. Stay tuned for new ones.',
    },
    active: false,
    requiredSteamLevel: 0,
    color: '#c1121f',
  },
  {
    slug: 'stardew-key',
    type: 'games',
    title: { ru: 'Ключ Stardew Valley', en: 'Stardew Valley key' },
    description: {
      ru: 'Уютная ферма в подарок. Раздача завершена.',
      en: 'A cosy farm as a gift. This giveaway has ended.',
    },
    active: false,
    requiredSteamLevel: 0,
    color: '#52b788',
  },
  {
    slug: 'skinrush-codes',
    type: 'promocodes',
    title: { ru: 'Промокоды на баланс', en: 'Balance promocodes' },
    description: {
      ru: 'Промокоды на пополнение баланса партнёрских сайтов.',
      en: 'Promocodes that top up your balance on partner sites.',
    },
    active: true,
    requiredSteamLevel: 0,
    color: '#7b2cbf',
  },
  {
    slug: 'weekly-codes',
    type: 'promocodes',
    title: { ru: 'Еженедельные коды', en: 'Weekly codes' },
    description: { ru: 'Каждую неделю новые коды на бесплатные кейсы.', en: 'New codes for free cases every week.' },
    active: true,
    requiredSteamLevel: 5,
    color: '#3a86ff',
  },
  {
    slug: 'spring-codes',
    type: 'promocodes',
    title: { ru: 'Весенние промокоды', en: 'Spring promocodes' },
    description: { ru: 'Весенняя раздача промокодов завершена.', en: 'The spring promocode giveaway is over.' },
    active: false,
    requiredSteamLevel: 0,
    color: '#ff8fab',
  },
]

export const notificationTemplates: ReadonlyArray<{ title: Localized; description: Localized; link: string }> = [
  {
    title: { ru: 'Новый бесплатный кейс', en: 'A new free case' },
    description: {
      ru: 'Ежедневный кейс снова доступен. Выполните задания и откройте его.',
      en: 'The daily case is available again. Complete the tasks and open it.',
    },
    link: '/games/cases/daily-case',
  },
  {
    title: { ru: 'Предмет доставлен', en: 'Item delivered' },
    description: {
      ru: 'Ваш предмет из магазина доставлен в инвентарь.',
      en: 'Your shop item has been delivered to your inventory.',
    },
    link: '/profile',
  },
  {
    title: { ru: 'Новая раздача', en: 'A new giveaway' },
    description: {
      ru: 'Стартовала раздача ключей Cyberpunk 2077.',
      en: 'The Cyberpunk 2077 key giveaway has started.',
    },
    link: '/games/giveaways/games/cyberpunk-key',
  },
  {
    title: { ru: 'Новая статья', en: 'A new article' },
    description: { ru: 'Мы опубликовали гайд по трейд-ссылке.', en: 'We have published a tradelink guide.' },
    link: '/articles',
  },
  {
    title: { ru: 'Реферальная награда', en: 'Referral reward' },
    description: {
      ru: 'Ваш друг активировал реферальный код, монеты зачислены.',
      en: 'Your friend activated your referral code; the coins are on your balance.',
    },
    link: '/ref',
  },
]

export const welcomeNotification = {
  title: { ru: 'Добро пожаловать!', en: 'Welcome!' },
  description: {
    ru: 'Откройте бесплатный кейс и загляните в магазин скинов.',
    en: 'Open a free case and have a look at the skin shop.',
  },
  link: '/games/cases',
} as const

export const contactDefinitions: ReadonlyArray<{ name: Localized; content: string; contentLabel: Localized }> = [
  {
    name: { ru: 'Поддержка', en: 'Support' },
    content: 'mailto:support@freeskins.example',
    contentLabel: { ru: 'support@freeskins.example', en: 'support@freeskins.example' },
  },
  {
    name: { ru: 'Телеграм', en: 'Telegram' },
    content: 'https://t.me/freeskins_example',
    contentLabel: { ru: '@freeskins_example', en: '@freeskins_example' },
  },
  {
    name: { ru: 'ВКонтакте', en: 'VK' },
    content: 'https://vk.com/freeskins_example',
    contentLabel: { ru: 'vk.com/freeskins_example', en: 'vk.com/freeskins_example' },
  },
  {
    name: { ru: 'Сотрудничество', en: 'Partnerships' },
    content: 'mailto:partners@freeskins.example',
    contentLabel: { ru: 'partners@freeskins.example', en: 'partners@freeskins.example' },
  },
]

export const bannerDefinitions: ReadonlyArray<{
  position: 'top' | 'middle' | 'bottom' | 'sidebar'
  title: Localized
  link: string
  color: string
  accent: string
  /** What the banner draws: the offer's pictogram, and an item on the right where one fits. */
  glyph: GlyphName
  item?: ItemKind
}> = [
  {
    position: 'top',
    title: { ru: 'Бесплатные кейсы каждый день', en: 'Free cases every day' },
    link: '/games/cases',
    color: '#29a36a',
    accent: '#1b4332',
    glyph: 'gift',
  },
  {
    position: 'top',
    title: { ru: 'Магазин скинов', en: 'Skin shop' },
    link: '/shop',
    color: '#3a86ff',
    accent: '#023e8a',
    glyph: 'coin',
    item: 'rifle',
  },
  {
    position: 'middle',
    title: { ru: 'Лучшие сайты с кейсами', en: 'Top case sites' },
    link: '/cs2-cases',
    color: '#e4572e',
    accent: '#6a040f',
    glyph: 'box',
    item: 'knife',
  },
  {
    position: 'bottom',
    title: { ru: 'Приглашайте друзей', en: 'Invite friends' },
    link: '/ref',
    color: '#7b2cbf',
    accent: '#3c096c',
    glyph: 'people',
  },
  {
    position: 'sidebar',
    title: { ru: 'Раздачи', en: 'Giveaways' },
    link: '/games/giveaways/games',
    color: '#f4a259',
    accent: '#bc6c25',
    glyph: 'gift',
  },
  {
    position: 'sidebar',
    title: { ru: 'Кейс-символ', en: 'Symbol case' },
    link: '/games/cases/symbol-case',
    color: '#118ab2',
    accent: '#073b4c',
    glyph: 'clock',
    item: 'gloves',
  },
]

export const taskTexts = {
  visitLink: {
    text: { ru: 'Посетите сайт партнёра {site}', en: 'Visit our partner {site}' },
    button: { ru: 'Перейти', en: 'Visit' },
  },
  joinVk: {
    text: { ru: 'Вступите в нашу группу ВКонтакте', en: 'Join our VK group' },
    button: { ru: 'Вступить', en: 'Join' },
  },
  joinTg: {
    text: { ru: 'Подпишитесь на наш Телеграм-канал', en: 'Subscribe to our Telegram channel' },
    button: { ru: 'Подписаться', en: 'Subscribe' },
  },
  linkVk: {
    text: { ru: 'Привяжите аккаунт ВКонтакте в профиле', en: 'Link your VK account in the profile' },
    button: { ru: 'Проверить', en: 'Check' },
  },
  linkTg: {
    text: { ru: 'Привяжите Телеграм в профиле', en: 'Link your Telegram in the profile' },
    button: { ru: 'Проверить', en: 'Check' },
  },
  level: {
    text: { ru: 'Достигните {n} уровня на игровой платформе', en: 'Reach level {n} on the game platform' },
    button: { ru: 'Проверить', en: 'Check' },
  },
  tradelink: {
    text: { ru: 'Укажите трейд-ссылку в профиле', en: 'Set your tradelink in the profile' },
    button: { ru: 'Проверить', en: 'Check' },
  },
} as const

export const groupLinks = { vk: 'https://vk.com/freeskins_example', tg: 'https://t.me/freeskins_example' } as const

export const userNameParts = {
  first: ['Dark', 'Silent', 'Crazy', 'Happy', 'Rapid', 'Lucky', 'Frozen', 'Wild', 'Iron', 'Neon'],
  second: ['Wolf', 'Sniper', 'Fox', 'Bear', 'Rider', 'Ghost', 'Tiger', 'Hawk', 'Shark', 'Ninja'],
} as const
