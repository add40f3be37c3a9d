import { CLOCK_START_MS } from '../../clock.ts'
import { giveawaysAdmin } from '../../domain/admin/giveaways.ts'
import { adjustUserBalance } from '../../domain/admin/users.ts'
import { activateCasePromocode, openCase } from '../../domain/cases.ts'
import { personaUser } from '../../../testing/backend/fake-db.ts'
import type { Call } from '../call.ts'
import { admin, asAdmin, both, editor, json } from './shared.ts'

/** Cases, tasks, promocodes, giveaways, rewards, notifications, users (balance, ledger, trades), roles. */

const DAY = 24 * 60 * 60_000
const regular = 'signed-in-regular' as const

const caseItem = {
  marketHashName: 'AK-47 | Slate (Field-Tested)',
  price: 3.1,
  rarity: 'Mil-Spec',
  image: 'https://cdn.example/ak.png',
  weight: 40,
}
const newCase = {
  slug: 'weekend-case',
  type: 'free',
  title: both('Кейс выходного дня', 'Weekend case'),
  preview: 'https://cdn.example/weekend.png',
  cooldownMinutes: '1440',
  top: 'true',
  position: '7',
  seoTitle: both('Кейс выходного дня', ''),
  seoDescription: both('', ''),
  items: json([
    caseItem,
    { ...caseItem, marketHashName: 'AWP | Atheris (Minimal Wear)', price: 12.5, rarity: 'Restricted', weight: 10 },
  ]),
}
// Case 5 (partner-case) keeps its first item (id 33, the cheapest) and gets a new one.
const partnerCase = {
  ...newCase,
  slug: 'partner-case',
  type: 'promocode',
  items: json([{ ...caseItem, id: 33, weight: 3 }, caseItem]),
}

const task = {
  owner: 'case',
  ownerId: '1',
  kind: 'join_group',
  text: both('Вступите в группу', 'Join the group'),
  buttonText: both('Вступить', 'Join'),
  url: 'https://vk.com/freeskins',
  social: 'vk',
  requiredLevel: '',
  position: '5',
}

const promocode = {
  caseId: '4',
  code: 'Summer_25',
  maxActivations: '10',
  validUntil: '2025-07-01T00:00:00Z',
  auto: 'false',
}

const giveaway = () => ({
  slug: 'witcher-key',
  type: 'games',
  title: both('Ключ от «Ведьмака»', 'A Witcher key'),
  description: both('Разыгрываем ключи', 'We give away keys'),
  preview: both('https://cdn.example/w-ru.png', 'https://cdn.example/w-en.png'),
  seoTitle: both('', ''),
  seoDescription: both('', ''),
  requiredSteamLevel: '3',
  startsAt: new Date(CLOCK_START_MS).toISOString(),
  endsAt: new Date(CLOCK_START_MS + 7 * DAY).toISOString(),
  newRewards: json(['AAAAA-BBBBB-CCCCC', 'DDDDD-EEEEE-FFFFF']),
})

const notification = {
  audience: 'all',
  userId: '',
  title: both('Новый кейс', 'A new case'),
  description: both('Загляните', 'Have a look'),
  link: '/games/cases',
}
const notificationUpdate = { title: both('Исправлено', 'Fixed'), description: both('Текст', 'Text'), link: '' }

const tradelink = 'https://steamcommunity.com/tradeoffer/new/?partner=100000077&token=Abc12345'
const newUser = { steamId: '76561198060265777', steamName: 'Pre Registered', roles: json(['moderator']), tradelink }
const userUpdate = { steamName: 'RegularRaider', roles: json(['moderator']), tradelink: '' }

const role = { name: 'support', title: both('Поддержка', 'Support') }

export const gameCalls: Call[] = [
  // Cases
  {
    operation: 'adminListCases',
    scenario: admin,
    query: 'search=case&filter[type]=free&filter[top]=true&sort=-title&per_page=5',
    status: 200,
  },
  { operation: 'adminCreateCase', scenario: admin, form: newCase, status: 201 },
  { operation: 'adminGetCase', scenario: admin, params: { id: '4' }, status: 200 },
  { operation: 'adminUpdateCase', scenario: admin, params: { id: '5' }, form: partnerCase, status: 200 },
  { operation: 'adminDeleteCase', scenario: admin, params: { id: '6' }, status: 204 },
  // Tasks
  {
    operation: 'adminListTasks',
    scenario: admin,
    query: 'filter[owner]=case&filter[owner_id]=2&filter[kind]=join_group&sort=-kind',
    status: 200,
  },
  { operation: 'adminCreateTask', scenario: admin, form: task, status: 201 },
  { operation: 'adminGetTask', scenario: admin, params: { id: '3' }, status: 200 },
  {
    operation: 'adminUpdateTask',
    scenario: admin,
    params: { id: '3' },
    form: { ...task, owner: 'giveaway', kind: 'steam_level', requiredLevel: '15' },
    status: 200,
  },
  { operation: 'adminDeleteTask', scenario: admin, params: { id: '1' }, status: 204 },
  // Promocodes
  {
    operation: 'adminListPromocodes',
    scenario: admin,
    query: 'search=free&filter[case]=4&filter[auto]=false&sort=-activationsLeft',
    status: 200,
  },
  { operation: 'adminCreatePromocode', scenario: admin, form: promocode, status: 201 },
  { operation: 'adminGetPromocode', scenario: admin, params: { id: '2' }, status: 200 },
  {
    operation: 'adminUpdatePromocode',
    scenario: admin,
    params: { id: '2' },
    form: { ...promocode, code: 'LASTCHANCE', validUntil: '' },
    status: 200,
  },
  { operation: 'adminDeletePromocode', scenario: admin, params: { id: '4' }, status: 204 },
  // Giveaways
  {
    operation: 'adminListGiveaways',
    scenario: admin,
    query: 'search=key&filter[type]=games&filter[status]=active&sort=title',
    status: 200,
  },
  { operation: 'adminCreateGiveaway', scenario: admin, form: giveaway(), status: 201 },
  { operation: 'adminGetGiveaway', scenario: admin, params: { id: '1' }, status: 200 },
  {
    operation: 'adminUpdateGiveaway',
    scenario: admin,
    params: { id: '2' },
    form: { ...giveaway(), slug: 'elden-ring-key', newRewards: json(['ELDEN-00000-RING1']) },
    status: 200,
  },
  {
    operation: 'adminDeleteGiveaway',
    scenario: admin,
    params: { id: '8' },
    prepare: (db) => giveawaysAdmin.create(asAdmin(db), giveaway()),
    status: 204,
  },
  // Rewards (giveaway 1 gave out its first four; 11 is free)
  {
    operation: 'adminListRewards',
    scenario: admin,
    query: 'filter[giveaway]=1&filter[taken]=true&sort=-takenAt',
    status: 200,
  },
  {
    operation: 'adminCreateReward',
    scenario: admin,
    form: { giveawayId: '2', value: 'ELDEN-11111-RING2' },
    status: 201,
  },
  { operation: 'adminGetReward', scenario: admin, params: { id: '1' }, status: 200 },
  {
    operation: 'adminUpdateReward',
    scenario: admin,
    params: { id: '11' },
    form: { giveawayId: '1', value: 'CYBER-00000-PUNK1' },
    status: 200,
  },
  { operation: 'adminDeleteReward', scenario: admin, params: { id: '11' }, status: 204 },
  // Notifications
  {
    operation: 'adminListNotifications',
    scenario: admin,
    query: 'search=reward&filter[audience]=user&filter[user]=3&sort=createdAt',
    status: 200,
  },
  { operation: 'adminCreateNotification', scenario: admin, form: notification, status: 201 },
  {
    operation: 'adminCreateNotification',
    scenario: admin,
    form: { ...notification, audience: 'user', userId: '2' },
    status: 201,
  },
  { operation: 'adminGetNotification', scenario: admin, params: { id: '2' }, status: 200 },
  { operation: 'adminUpdateNotification', scenario: admin, params: { id: '2' }, form: notificationUpdate, status: 200 },
  { operation: 'adminDeleteNotification', scenario: admin, params: { id: '2' }, status: 204 },
  // Users
  {
    operation: 'adminListUsers',
    scenario: admin,
    query: 'search=raider&filter[role]=admin&sort=-balance',
    status: 200,
  },
  { operation: 'adminListUsers', scenario: admin, query: 'sort=steamName&per_page=3&page=2', status: 200 },
  { operation: 'adminCreateUser', scenario: admin, form: newUser, status: 201 },
  { operation: 'adminGetUser', scenario: admin, params: { id: '2' }, status: 200 },
  { operation: 'adminUpdateUser', scenario: admin, params: { id: '2' }, form: userUpdate, status: 200 },
  { operation: 'adminDeleteUser', scenario: admin, params: { id: '1' }, status: 204 },
  {
    operation: 'adminAdjustUserBalance',
    scenario: admin,
    params: { id: '2' },
    form: { amount: '-12.5', reason: 'Refund of a duplicate bonus' },
    status: 200,
  },
  { operation: 'adminListUserLedger', scenario: admin, params: { id: '3' }, query: 'page=2&per_page=2', status: 200 },
  {
    operation: 'adminListUserLedger',
    scenario: admin,
    params: { id: '2' },
    prepare: (db) => adjustUserBalance(db, personaUser(db, 'admin'), 2, { amount: '5', reason: 'Contest prize' }),
    status: 200,
  },
  { operation: 'adminListUserTrades', scenario: admin, params: { id: '2' }, query: 'per_page=5', status: 200 },
  // Roles
  { operation: 'adminListRoles', scenario: admin, query: 'search=a&sort=-usersCount', status: 200 },
  { operation: 'adminCreateRole', scenario: admin, form: role, status: 201 },
  { operation: 'adminGetRole', scenario: admin, params: { id: '1' }, status: 200 },
  {
    operation: 'adminUpdateRole',
    scenario: admin,
    params: { id: '3' },
    form: { title: both('Модератор чата', 'Chat moderator') },
    status: 200,
  },
  { operation: 'adminDeleteRole', scenario: admin, params: { id: '3' }, status: 204 },
]

export const gameErrorCalls: Call[] = [
  // Cases
  { operation: 'adminListCases', status: 401 },
  { operation: 'adminListCases', scenario: editor, status: 403 },
  { operation: 'adminListCases', scenario: admin, query: 'filter[type]=weekly', status: 422 },
  {
    operation: 'adminCreateCase',
    scenario: admin,
    form: { ...newCase, slug: 'daily-case', items: json([{ ...caseItem, id: 1, price: 0 }]) },
    status: 422,
  },
  { operation: 'adminGetCase', scenario: admin, params: { id: '999' }, status: 404 },
  { operation: 'adminUpdateCase', scenario: regular, params: { id: '1' }, form: newCase, status: 403 },
  {
    operation: 'adminUpdateCase',
    scenario: admin,
    params: { id: '4' },
    form: { ...newCase, slug: 'promo-case' },
    status: 422,
  },
  {
    operation: 'adminDeleteCase',
    scenario: admin,
    params: { id: '1' },
    prepare: (db) => openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok'),
    status: 409,
  },
  { operation: 'adminDeleteCase', scenario: admin, params: { id: '999' }, status: 404 },
  // Tasks
  { operation: 'adminCreateTask', form: task, status: 401 },
  { operation: 'adminListTasks', scenario: editor, status: 403 },
  { operation: 'adminCreateTask', scenario: admin, form: { ...task, ownerId: '999', url: '' }, status: 422 },
  { operation: 'adminGetTask', scenario: admin, params: { id: '999' }, status: 404 },
  {
    operation: 'adminUpdateTask',
    scenario: admin,
    params: { id: '1' },
    form: { ...task, kind: 'steam_level', requiredLevel: '0' },
    status: 422,
  },
  { operation: 'adminDeleteTask', scenario: admin, params: { id: '999' }, status: 404 },
  // Promocodes
  { operation: 'adminListPromocodes', status: 401 },
  { operation: 'adminCreatePromocode', scenario: editor, form: promocode, status: 403 },
  {
    operation: 'adminCreatePromocode',
    scenario: admin,
    form: { ...promocode, caseId: '1', code: 'freeskins' },
    status: 422,
  },
  { operation: 'adminGetPromocode', scenario: admin, params: { id: '999' }, status: 404 },
  {
    operation: 'adminUpdatePromocode',
    scenario: admin,
    params: { id: '2' },
    form: { ...promocode, code: 'LASTCHANCE', maxActivations: '3' },
    status: 422,
  },
  {
    operation: 'adminDeletePromocode',
    scenario: admin,
    params: { id: '1' },
    prepare: (db) => activateCasePromocode(db, personaUser(db, 'regular'), 'promo-case', 'FREESKINS'),
    status: 409,
  },
  // Giveaways
  { operation: 'adminListGiveaways', status: 401 },
  { operation: 'adminGetGiveaway', scenario: editor, params: { id: '1' }, status: 403 },
  {
    operation: 'adminCreateGiveaway',
    scenario: admin,
    form: { ...giveaway(), endsAt: new Date(CLOCK_START_MS - DAY).toISOString(), newRewards: json(['A', 'a']) },
    status: 422,
  },
  { operation: 'adminGetGiveaway', scenario: admin, params: { id: '999' }, status: 404 },
  {
    operation: 'adminUpdateGiveaway',
    scenario: admin,
    params: { id: '1' },
    form: { ...giveaway(), slug: 'hades-key' },
    status: 422,
  },
  { operation: 'adminDeleteGiveaway', scenario: admin, params: { id: '1' }, status: 409 },
  // Rewards
  { operation: 'adminListRewards', status: 401 },
  { operation: 'adminDeleteReward', scenario: editor, params: { id: '11' }, status: 403 },
  { operation: 'adminCreateReward', scenario: admin, form: { giveawayId: '999', value: '' }, status: 422 },
  { operation: 'adminGetReward', scenario: admin, params: { id: '9999' }, status: 404 },
  {
    operation: 'adminUpdateReward',
    scenario: admin,
    params: { id: '1' },
    form: { giveawayId: '1', value: 'CYBER-00000-PUNK1' },
    status: 409,
  },
  {
    operation: 'adminUpdateReward',
    scenario: admin,
    params: { id: '11' },
    form: { giveawayId: '1', value: '' },
    status: 422,
  },
  { operation: 'adminDeleteReward', scenario: admin, params: { id: '1' }, status: 409 },
  // Notifications
  { operation: 'adminCreateNotification', form: notification, status: 401 },
  { operation: 'adminListNotifications', scenario: regular, status: 403 },
  {
    operation: 'adminCreateNotification',
    scenario: admin,
    form: { ...notification, audience: 'user', userId: '999' },
    status: 422,
  },
  { operation: 'adminGetNotification', scenario: admin, params: { id: '999' }, status: 404 },
  {
    operation: 'adminUpdateNotification',
    scenario: admin,
    params: { id: '1' },
    form: { ...notificationUpdate, link: 'javascript:void(0)' },
    status: 422,
  },
  { operation: 'adminDeleteNotification', scenario: admin, params: { id: '999' }, status: 404 },
  // Users
  { operation: 'adminListUsers', status: 401 },
  { operation: 'adminGetUser', scenario: editor, params: { id: '2' }, status: 403 },
  {
    operation: 'adminCreateUser',
    scenario: admin,
    form: { ...newUser, steamId: '123', roles: json(['superhero']) },
    status: 422,
  },
  { operation: 'adminGetUser', scenario: admin, params: { id: '999' }, status: 404 },
  {
    operation: 'adminUpdateUser',
    scenario: admin,
    params: { id: '4' },
    form: { steamName: 'SiteAdmin', roles: '[]', tradelink: '' },
    status: 422,
  },
  { operation: 'adminDeleteUser', scenario: admin, params: { id: '9' }, status: 409 },
  { operation: 'adminDeleteUser', scenario: admin, params: { id: '4' }, status: 409 },
  { operation: 'adminAdjustUserBalance', params: { id: '2' }, form: { amount: '5', reason: 'Bonus' }, status: 401 },
  {
    operation: 'adminAdjustUserBalance',
    scenario: editor,
    params: { id: '2' },
    form: { amount: '5', reason: 'Bonus' },
    status: 403,
  },
  {
    operation: 'adminAdjustUserBalance',
    scenario: admin,
    params: { id: '999' },
    form: { amount: '5', reason: 'Bonus' },
    status: 404,
  },
  {
    operation: 'adminAdjustUserBalance',
    scenario: admin,
    params: { id: '2' },
    form: { amount: '-250.01', reason: 'Too much' },
    status: 422,
  },
  { operation: 'adminListUserLedger', params: { id: '2' }, status: 401 },
  { operation: 'adminListUserLedger', scenario: regular, params: { id: '2' }, status: 403 },
  { operation: 'adminListUserLedger', scenario: admin, params: { id: '999' }, status: 404 },
  { operation: 'adminListUserLedger', scenario: admin, params: { id: '2' }, query: 'per_page=0', status: 422 },
  { operation: 'adminListUserTrades', params: { id: '2' }, status: 401 },
  { operation: 'adminListUserTrades', scenario: editor, params: { id: '2' }, status: 403 },
  { operation: 'adminListUserTrades', scenario: admin, params: { id: '999' }, status: 404 },
  { operation: 'adminListUserTrades', scenario: admin, params: { id: '2' }, query: 'page=0', status: 422 },
  // Roles
  { operation: 'adminCreateRole', form: role, status: 401 },
  { operation: 'adminListRoles', scenario: editor, status: 403 },
  { operation: 'adminCreateRole', scenario: admin, form: { name: 'Admin', title: both('', '') }, status: 422 },
  { operation: 'adminGetRole', scenario: admin, params: { id: '999' }, status: 404 },
  { operation: 'adminUpdateRole', scenario: admin, params: { id: '3' }, form: { title: both('', ' ') }, status: 422 },
  { operation: 'adminDeleteRole', scenario: admin, params: { id: '1' }, status: 409 },
  // A built-in role, even when nobody holds it.
  {
    operation: 'adminDeleteRole',
    scenario: admin,
    params: { id: '2' },
    prepare: (db) =>
      db.users.update((q) => q.where({ id: 5 }), {
        data(row) {
          row.roles = []
        },
      }),
    status: 409,
  },
]
