import { readFileSync } from 'node:fs'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parse } from 'yaml'
import { db } from './db/db.ts'
import { reset } from './db/state.ts'
import { caseBySlug } from './domain/cases.ts'
import { notificationsOf } from './domain/notifications.ts'
import { messengerBotCode } from './domain/profile.ts'
import { tasksOf } from './domain/tasks.ts'
import { server } from './node.ts'
import { personas } from './personas.ts'
import { applyScenario } from './scenarios.ts'
import { personaUser } from '../testing/backend/fake-db.ts'
import { accessCalls, accessErrorCalls } from './contract/admin/access.ts'
import { contentCalls, contentErrorCalls } from './contract/admin/content.ts'
import { gameCalls, gameErrorCalls } from './contract/admin/games.ts'
import type { Call } from './contract/call.ts'
import { hostileRequests } from './contract/hostile.ts'

/**
 * Calls every operation of the contract against the fake backend (through msw/node, as the
 * app's client would) and validates each answer's status and body against the contract's
 * response schema. A new operation in the contract fails this test until it is exercised.
 */

const CONTRACT_ID = 'https://contract.local/openapi.json'
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function child(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined
}

const contract: unknown = parse(readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8'))

interface Operation {
  id: string
  method: string
  path: string
  responses: Record<string, unknown>
  spec: unknown
}

function operations(): Operation[] {
  const paths = child(contract, 'paths')
  const found: Operation[] = []
  if (!isRecord(paths)) return found
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = child(item, method)
      const id = child(operation, 'operationId')
      const responses = child(operation, 'responses')
      if (typeof id === 'string' && isRecord(responses)) found.push({ id, method, path, responses, spec: operation })
    }
  }
  return found
}

const allOperations = operations()
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addSchema({ ...(isRecord(contract) ? contract : {}), $id: CONTRACT_ID })

function pointer(...segments: string[]): string {
  return segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')
}

/** The JSON pointer of a response's body schema, following a `$ref` to `components/responses`. */
function responseSchemaPointer(operation: Operation, status: string): string | null {
  const response = operation.responses[status]
  const ref = child(response, '$ref')
  const base =
    typeof ref === 'string'
      ? ref.slice(1)
      : `/${pointer('paths', operation.path, operation.method, 'responses', status)}`
  const resolved =
    typeof ref === 'string'
      ? ref
          .slice(2)
          .split('/')
          .reduce<unknown>((node, key) => child(node, key.replace(/~1/g, '/').replace(/~0/g, '~')), contract)
      : response
  if (child(child(child(resolved, 'content'), 'application/json'), 'schema') === undefined) return null
  return `${base}/${pointer('content', 'application/json', 'schema')}`
}

const exercised = new Set<string>()
/** Every call starts from a freshly seeded database, which takes a while over dozens of calls. */
const SUITE_TIMEOUT_MS = 180_000

async function call(spec: Call, locale: 'ru' | 'en'): Promise<{ status: number; body: unknown }> {
  const operation = allOperations.find((candidate) => candidate.id === spec.operation)
  if (!operation) throw new Error(`the contract has no operation ${spec.operation}`)
  await reset()
  const { token } = await applyScenario(db, spec.scenario ?? 'default')
  await spec.prepare?.(db)
  const params = spec.params ?? {}
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? `missing-${name}`),
  )
  const headers: Record<string, string> = { 'Accept-Language': locale }
  if (token) headers.Cookie = `session=${token}`
  let body: FormData | undefined
  if (spec.form || spec.files) {
    body = new FormData()
    for (const [key, value] of Object.entries(spec.form ?? {})) body.append(key, value)
    for (const [key, value] of Object.entries(spec.files ?? {})) body.append(key, value)
  }
  const response = await fetch(`http://localhost/api${path}${spec.query ? `?${spec.query}` : ''}`, {
    method: operation.method.toUpperCase(),
    headers,
    body,
  })
  exercised.add(operation.id)
  return expectDeclared(operation, response, locale)
}

/** Checks an answer against the operation: a status it lists, and the body that status's schema says. */
async function expectDeclared(
  operation: Operation,
  response: Response,
  locale: 'ru' | 'en',
): Promise<{ status: number; body: unknown }> {
  const text = await response.text()
  const status = String(response.status)
  expect(
    Object.keys(operation.responses),
    `${operation.id} answered ${status}, which the contract does not list`,
  ).toContain(status)
  const schema = responseSchemaPointer(operation, status)
  if (schema === null) {
    expect(text, `${operation.id} ${status} has no body in the contract`).toBe('')
    return { status: response.status, body: null }
  }
  expect(response.headers.get('Content-Type')).toContain('application/json')
  const parsed: unknown = JSON.parse(text)
  const validate = ajv.getSchema(`${CONTRACT_ID}#${schema}`) ?? ajv.compile({ $ref: `${CONTRACT_ID}#${schema}` })
  const valid = validate(parsed)
  expect(valid ? [] : validate.errors, `${operation.id} ${status} (${locale}) drifts from the contract`).toEqual([])
  return { status: response.status, body: parsed }
}

// Values read from the seed, so the calls stay valid when the seed changes.
let seeded: {
  article: string
  card: string
  dailyVisitTask: string
  dailyTradelinkTask: string
  regularNotification: string
  shopItem: Record<string, string>
  regularBotCode: string
}

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' })
  await reset()
  const article = db.articles.findFirst((q) => q.where({ id: 1 }))
  const card = db.cards.findFirst((q) => q.where({ id: 1 }))
  const item = db.shopItems.findFirst((q) => q.where({ id: 1 }))
  const dailyTasks = tasksOf(db, 'case', caseBySlug(db, 'daily-case').id)
  const notification = notificationsOf(db, personas.regular.userId)[0]
  if (!article || !card || !item || !notification) throw new Error('the seed is missing rows the contract test needs')
  seeded = {
    article: article.slug,
    card: card.slug,
    dailyVisitTask: String(dailyTasks.find((task) => task.kind === 'visit_link')?.id),
    dailyTradelinkTask: String(dailyTasks.find((task) => task.kind === 'tradelink')?.id),
    regularNotification: String(notification.id),
    shopItem: {
      classId: item.classId,
      instanceId: item.instanceId,
      marketHashName: item.marketHashName,
      gameId: String(item.gameId),
      price: (item.priceCents / 100).toFixed(2),
    },
    regularBotCode: messengerBotCode(personaUser(db, 'regular')),
  }
})

afterAll(() => {
  server.close()
})

function successCalls(): Call[] {
  return [
    { operation: 'getCore', status: 200 },
    { operation: 'getCore', scenario: 'rich-with-open-case', status: 200 },
    { operation: 'getAuthRedirectUrl', query: 'return=%2Fen%2Fshop', status: 200 },
    { operation: 'logout', scenario: 'signed-in-regular', status: 204 },
    { operation: 'listArticles', query: 'page=2', status: 200 },
    { operation: 'getArticle', params: { slug: seeded.article }, status: 200 },
    { operation: 'listArticleComments', params: { slug: seeded.article }, status: 200 },
    {
      operation: 'addArticleComment',
      params: { slug: seeded.article },
      scenario: 'signed-in-regular',
      form: { evaluation: '5', text: 'Useful, thanks!' },
      status: 201,
    },
    { operation: 'listCategories', query: 'filter[search]=s', status: 200 },
    { operation: 'getCategory', params: { slug: 'cs2-cases' }, status: 200 },
    {
      operation: 'listCategoryCards',
      params: { slug: 'cs2-cases' },
      query: 'filter[subcategory]=no-deposit',
      status: 200,
    },
    { operation: 'listCategorySubcategories', params: { slug: 'cs2-cases' }, status: 200 },
    { operation: 'getCategorySubcategory', params: { slug: 'cs2-cases', subcategorySlug: 'no-deposit' }, status: 200 },
    { operation: 'listCards', query: 'filter[category]=promocodes&page=1', status: 200 },
    { operation: 'listTopCards', status: 200 },
    { operation: 'getCard', params: { slug: seeded.card }, status: 200 },
    { operation: 'listSimilarCards', params: { slug: seeded.card }, status: 200 },
    { operation: 'listCardComments', params: { slug: seeded.card }, status: 200 },
    {
      operation: 'addCardComment',
      params: { slug: seeded.card },
      scenario: 'signed-in-rich',
      form: { evaluation: '4', text: 'Bonus arrived after a while.' },
      status: 201,
    },
    { operation: 'listShopItems', query: 'page=0&filter[game]=cs2&filter[sort]=price_asc', status: 200 },
    { operation: 'buyShopItem', scenario: 'signed-in-rich', form: seeded.shopItem, status: 200 },
    { operation: 'listLastDeliveredTrades', status: 200 },
    { operation: 'getProfile', scenario: 'signed-in-rich', status: 200 },
    { operation: 'listProfileTrades', scenario: 'signed-in-regular', status: 200 },
    { operation: 'listProfileDrops', scenario: 'rich-with-open-case', status: 200 },
    { operation: 'getFairnessSeeds', scenario: 'signed-in-regular', status: 200 },
    {
      operation: 'rotateFairnessSeeds',
      scenario: 'rich-with-open-case',
      form: { clientSeed: 'my-lucky-seed' },
      status: 200,
    },
    // The body is optional (`requestBody.required: false`): without one the client seed stays.
    { operation: 'rotateFairnessSeeds', scenario: 'signed-in-regular', status: 200 },
    {
      operation: 'updateTradelink',
      scenario: 'new-user',
      form: { tradelink: 'https://steamcommunity.com/tradeoffer/new/?partner=100000001&token=AbCd1234' },
      status: 200,
    },
    {
      operation: 'verifyMessengerBot',
      scenario: 'signed-in-regular',
      form: { code: seeded.regularBotCode },
      status: 200,
    },
    { operation: 'checkSteamLevel', scenario: 'new-user', status: 200 },
    { operation: 'getSocialRedirectUrl', scenario: 'signed-in-regular', query: 'social=vk', status: 200 },
    {
      operation: 'getSocialRedirectUrl',
      scenario: 'signed-in-rich',
      query: 'social=tg&return=%2Fen%2Fprofile',
      status: 200,
    },
    { operation: 'listCases', scenario: 'regular-case-cooldown', status: 200 },
    { operation: 'listCases', scenario: 'rich-with-open-case', status: 200 },
    { operation: 'listCases', status: 200 },
    { operation: 'getCase', params: { slug: 'symbol-case' }, scenario: 'signed-in-regular', status: 200 },
    { operation: 'getCase', params: { slug: 'daily-case' }, scenario: 'rich-with-open-case', status: 200 },
    { operation: 'getCase', params: { slug: 'partner-case' }, scenario: 'signed-in-regular', status: 200 },
    {
      operation: 'openCase',
      params: { slug: 'daily-case' },
      scenario: 'signed-in-regular',
      form: { captchaToken: 'ok' },
      status: 200,
    },
    {
      operation: 'sellAvailableCaseItem',
      params: { slug: 'daily-case' },
      scenario: 'rich-with-open-case',
      status: 200,
    },
    {
      operation: 'sendAvailableCaseItem',
      params: { slug: 'daily-case' },
      scenario: 'rich-with-open-case',
      status: 200,
    },
    { operation: 'listCaseTasks', params: { slug: 'daily-case' }, scenario: 'signed-in-regular', status: 200 },
    {
      operation: 'activateCasePromocode',
      params: { slug: 'promo-case' },
      scenario: 'signed-in-regular',
      form: { code: 'FREESKINS' },
      status: 200,
    },
    { operation: 'listTopCases', status: 200 },
    { operation: 'listTopCases', scenario: 'regular-case-cooldown', status: 200 },
    { operation: 'listLastDroppedItems', status: 200 },
    { operation: 'getDropProof', params: { id: '1' }, status: 200 },
    { operation: 'getTaskLink', params: { id: seeded.dailyVisitTask }, scenario: 'signed-in-rich', status: 200 },
    { operation: 'checkTask', params: { id: seeded.dailyTradelinkTask }, scenario: 'signed-in-rich', status: 200 },
    { operation: 'listGiveaways', query: 'filter[type]=games&filter[status]=active', status: 200 },
    { operation: 'listLastGiveaways', query: 'filter[type]=games', status: 200 },
    { operation: 'getGiveaway', params: { slug: 'cyberpunk-key' }, scenario: 'regular-giveaway-ready', status: 200 },
    {
      operation: 'listGiveawayTasks',
      params: { slug: 'cyberpunk-key' },
      scenario: 'regular-giveaway-ready',
      status: 200,
    },
    {
      operation: 'takeGiveawayReward',
      params: { slug: 'cyberpunk-key' },
      scenario: 'regular-giveaway-ready',
      form: { captchaToken: 'ok' },
      status: 200,
    },
    { operation: 'listLastGiveawayRewards', query: 'filter[type]=promocodes', status: 200 },
    { operation: 'updateRefCode', scenario: 'signed-in-regular', form: { code: 'RAIDER2025' }, status: 200 },
    { operation: 'activateRefCode', scenario: 'signed-in-admin', form: { code: 'GOLDEN' }, status: 200 },
    { operation: 'getRefStatistics', scenario: 'signed-in-rich', status: 200 },
    { operation: 'search', query: 'filter[search]=skin&filter[type]=articles', status: 200 },
    { operation: 'search', query: 'filter[search]=a&filter[type]=games', status: 200 },
    { operation: 'confirmCookies', scenario: 'new-user', status: 204 },
    { operation: 'setMarketingConsent', scenario: 'signed-in-regular', form: { type: '1' }, status: 204 },
    {
      operation: 'getNotification',
      params: { id: seeded.regularNotification },
      scenario: 'signed-in-regular',
      status: 200,
    },
    { operation: 'markNotificationsViewed', scenario: 'signed-in-regular', status: 204 },
    { operation: 'listContacts', status: 200 },
    ...accessCalls,
    ...contentCalls,
    ...gameCalls,
  ]
}

function errorCalls(): Call[] {
  return [
    { operation: 'getProfile', status: 401 },
    { operation: 'logout', status: 401 },
    {
      operation: 'addCardComment',
      params: { slug: seeded.card },
      scenario: 'signed-in-regular',
      form: { evaluation: '9', text: 'x' },
      status: 422,
    },
    {
      operation: 'addCardComment',
      params: { slug: seeded.card },
      form: { evaluation: '5', text: 'Nice site' },
      status: 401,
    },
    { operation: 'getCard', params: { slug: 'no-such-card' }, status: 404 },
    { operation: 'getCategorySubcategory', params: { slug: 'cs2-cases', subcategorySlug: 'arcana' }, status: 404 },
    { operation: 'listArticles', query: 'page=0', status: 422 },
    { operation: 'listShopItems', query: 'filter[game]=csgo', status: 422 },
    { operation: 'search', query: 'filter[type]=cards', status: 422 },
    {
      operation: 'openCase',
      params: { slug: 'daily-case' },
      scenario: 'signed-in-regular',
      form: { captchaToken: 'fail' },
      status: 400,
    },
    { operation: 'openCase', params: { slug: 'daily-case' }, scenario: 'signed-in-regular', form: {}, status: 422 },
    {
      operation: 'openCase',
      params: { slug: 'daily-case' },
      scenario: 'regular-case-cooldown',
      form: { captchaToken: 'ok' },
      status: 400,
    },
    { operation: 'buyShopItem', scenario: 'regular-broke', form: seeded.shopItem, status: 400 },
    {
      operation: 'activateCasePromocode',
      params: { slug: 'promo-case' },
      scenario: 'signed-in-rich',
      form: { code: 'USEDUP' },
      status: 422,
    },
    { operation: 'checkTask', params: { id: seeded.dailyTradelinkTask }, scenario: 'new-user', status: 400 },
    { operation: 'getNotification', params: { id: '99999' }, scenario: 'signed-in-regular', status: 404 },
    { operation: 'getDropProof', params: { id: '99999' }, status: 404 },
    {
      operation: 'rotateFairnessSeeds',
      scenario: 'signed-in-regular',
      form: { clientSeed: 'not a seed' },
      status: 422,
    },
    { operation: 'getFairnessSeeds', status: 401 },
    { operation: 'setMarketingConsent', scenario: 'signed-in-regular', form: { type: '3' }, status: 422 },
    ...accessErrorCalls,
    ...contentErrorCalls,
    ...gameErrorCalls,
  ]
}

describe('the fake backend against the contract', () => {
  for (const locale of ['ru', 'en'] as const) {
    it(
      `answers every operation as the contract says (${locale})`,
      async () => {
        for (const spec of successCalls()) {
          const answer = await call(spec, locale)
          expect(answer.status, `${spec.operation} ${spec.query ?? ''}`).toBe(spec.status)
        }
      },
      SUITE_TIMEOUT_MS,
    )

    it(
      `answers errors in the contract's error shapes (${locale})`,
      async () => {
        for (const spec of errorCalls()) {
          const answer = await call(spec, locale)
          expect(answer.status, `${spec.operation} ${spec.query ?? ''}`).toBe(spec.status)
        }
      },
      SUITE_TIMEOUT_MS,
    )
  }

  it('gives guests 401 with an empty body, field errors on a bad comment and 404 for an unknown card', async () => {
    expect((await call({ operation: 'getProfile', status: 401 }, 'en')).body).toEqual({})
    expect(
      (
        await call(
          {
            operation: 'addCardComment',
            params: { slug: seeded.card },
            scenario: 'signed-in-regular',
            form: { evaluation: '9', text: 'x' },
            status: 422,
          },
          'en',
        )
      ).body,
    ).toEqual({
      errors: {
        evaluation: ['The rating must be a whole number from 1 to 5.'],
        text: ['The text must be 3 to 1000 characters long.'],
      },
    })
    expect((await call({ operation: 'getCard', params: { slug: 'no-such-card' }, status: 404 }, 'ru')).body).toEqual({
      error: 'Карточка не найдена',
    })
  })

  it('says when a case opens again apart from the text, and what keeps each case shut in the list', async () => {
    const refusal = await call(
      {
        operation: 'openCase',
        params: { slug: 'daily-case' },
        scenario: 'regular-case-cooldown',
        form: { captchaToken: 'ok' },
        status: 400,
      },
      'en',
    )
    expect(child(refusal.body, 'error')).toBe('You cannot open this case again yet.')
    expect(child(refusal.body, 'availableAt')).toMatch(/^\d{4}-\d\d-\d\dT/)
    const list = await call({ operation: 'listCases', scenario: 'rich-with-open-case', status: 200 }, 'en')
    const cases: unknown[] = [child(list.body, 'data')].flat()
    const bySlug = (slug: string): unknown => cases.find((item) => child(item, 'slug') === slug)
    expect(bySlug('daily-case')).toMatchObject({ tasksCompleted: 0, tasksTotal: 3, hasAvailableItem: true })
    expect(bySlug('promo-case')).toMatchObject({ hasActivatedPromocode: false, hasAvailableItem: false })
    expect(bySlug('symbol-case')).toMatchObject({ timedWindow: { open: true } })
  })

  it(
    'answers bad input to every operation with a status it declares, in its envelope, never a 5xx',
    async () => {
      // Many of them break the contract on purpose: the request check's 400s would flood the output.
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      let sent = 0
      for (const operation of allOperations) {
        // Signed in as an admin, so the input is read rather than refused at the door.
        await reset()
        const { token } = await applyScenario(db, 'signed-in-admin')
        for (const hostile of hostileRequests(contract, operation)) {
          const headers: Record<string, string> = { 'Accept-Language': 'en' }
          if (token) headers.Cookie = `session=${token}`
          if (hostile.body?.contentType) headers['Content-Type'] = hostile.body.contentType
          const response = await fetch(`http://localhost/api${hostile.path}`, {
            method: operation.method.toUpperCase(),
            headers,
            body: hostile.body?.data,
          })
          const what = `${operation.id} with ${hostile.what}`
          expect(response.status, `${what} answered ${response.status}`).toBeLessThan(500)
          if (hostile.status !== undefined) expect(response.status, what).toBe(hostile.status)
          await expectDeclared(operation, response, 'en')
          sent++
        }
      }
      expect(sent).toBeGreaterThan(allOperations.length * 3)
      vi.mocked(console.error).mockRestore()
    },
    SUITE_TIMEOUT_MS,
  )

  it('exercised every operation of the contract', () => {
    expect(allOperations).toHaveLength(142)
    expect(allOperations.map((operation) => operation.id).filter((id) => !exercised.has(id))).toEqual([])
  })
})
