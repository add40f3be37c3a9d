import { describe, expect, it } from 'vitest'
import contract from '../../../openapi/openapi.yaml'
import { requestChecker } from './check.ts'

const checker = requestChecker(contract)

interface Sent {
  method?: string
  /** Under /api, with its query. */
  path: string
  form?: Record<string, string | Blob>
  body?: { type: string; text: string }
}

function request({ method = 'GET', path, form, body }: Sent): Request {
  if (form) {
    const data = new FormData()
    for (const [name, value] of Object.entries(form)) data.append(name, value)
    return new Request(`http://localhost/api${path}`, { method, body: data })
  }
  return new Request(`http://localhost/api${path}`, {
    method,
    body: body?.text,
    headers: body ? { 'Content-Type': body.type } : {},
  })
}

const item = { marketHashName: 'AK-47 | Redline', price: 12.5, rarity: 'classified', image: '/img/ak.png', weight: 10 }
const category = { slug: 'cs2', name: '{"ru":"a","en":"b"}', image: '/a.png', showAlert: 'false', position: '1' }
const caseForm = {
  slug: 'daily',
  type: 'daily',
  title: '{"ru":"a","en":"b"}',
  preview: '/p.png',
  cooldownMinutes: '60',
  top: 'true',
  position: '0',
  items: JSON.stringify([item]),
}

/** Requests that match the contract's shape, whatever a visitor typed into them. */
const matching: [string, Sent][] = [
  ['a plain GET', { path: '/core' }],
  ['a fixed path next to a templated one', { path: '/cards/top-cards' }],
  ['deepObject filters and a page', { path: '/cards?filter[category]=cs2&filter[search]=case&page=1' }],
  ['a query value of the wrong kind (the domain answers it)', { path: '/articles?page=abc' }],
  ['a query value outside its enum', { path: '/social/redirect-url?social=icq' }],
  [
    'typed values out of range',
    { method: 'POST', path: '/cards/x/comments/add', form: { evaluation: '9', text: 'x' } },
  ],
  ['empty fields left out', { method: 'POST', path: '/cases/daily/open', form: {} }],
  [
    'no body where the contract takes one but does not require it',
    { method: 'POST', path: '/profile/fairness/rotate' },
  ],
  [
    'a JSON field with typed values out of range and an emptied number',
    {
      method: 'POST',
      path: '/admin/cases',
      form: { ...caseForm, items: JSON.stringify([{ ...item, price: -1, weight: null, marketHashName: '' }]) },
    },
  ],
  [
    'a JSON field that is not JSON at all (the domain answers it)',
    { method: 'POST', path: '/admin/categories', form: { ...category, name: '{"broken": [' } },
  ],
  ['a file upload', { method: 'POST', path: '/admin/uploads', form: { file: new Blob(['x'], { type: 'image/png' }) } }],
  ['control calls outside the contract', { method: 'POST', path: '/__control/reset?scenario=default' }],
  ['fake images outside the contract', { path: '/fake-images/a.svg?seed=1' }],
  ['uploaded files outside the contract', { path: '/uploads/1' }],
  ['a module of the page in an api folder', { path: '/../src/features/admin/api/resource-api.ts' }],
]

/** Requests the app could only send by drifting from the contract, with what the answer must name. */
const breaking: [string, Sent, RegExp][] = [
  ['an unknown path', { path: '/nope' }, /GET \/nope: the contract has no operation at this path/],
  ['a method the path does not take', { method: 'DELETE', path: '/core' }, /no DELETE here \(it takes GET\)/],
  [
    'an unknown query parameter',
    { path: '/cards?sort=asc' },
    /listCards\): query parameter "sort" is not in the contract \(it takes page, filter\[category\], filter\[search\]\)/,
  ],
  [
    'an unknown deepObject key',
    { path: '/cards?filter[serach]=x' },
    /query parameter "filter\[serach\]" is not in the contract/,
  ],
  ['a deepObject sent as a plain value', { path: '/cards?filter=x' }, /"filter" is an object/],
  ['a plain parameter sent as an object', { path: '/articles?page[number]=1' }, /"page" is not an object/],
  ['a single value sent twice', { path: '/cards?page=1&page=2' }, /"page" is given 2 times/],
  [
    'a missing required query parameter',
    { path: '/social/redirect-url' },
    /getSocialRedirectUrl\): required query parameter "social" is missing/,
  ],
  [
    'an unknown body field',
    { method: 'POST', path: '/cases/daily/open', form: { captchaToken: 'ok', seed: '1' } },
    /openCase\): body field "seed" is not in the contract \(it takes captchaToken\)/,
  ],
  [
    'a checkbox that is not true or false',
    { method: 'POST', path: '/admin/categories', form: { ...category, showAlert: 'on' } },
    /body field "showAlert" must be true or false, got "on"/,
  ],
  [
    'a JSON field of the wrong type',
    { method: 'POST', path: '/admin/categories', form: { ...category, name: '"a"' } },
    /body field "name" \(JSON\) does not match its schema: must be object/,
  ],
  [
    'a JSON field missing a property',
    { method: 'POST', path: '/admin/categories', form: { ...category, name: '{"ru":"a"}' } },
    /missing required property "en"/,
  ],
  [
    'a JSON field with an unknown property',
    { method: 'POST', path: '/admin/categories', form: { ...category, name: '{"ru":"a","en":"b","de":"c"}' } },
    /unknown property "de"/,
  ],
  [
    'a number sent as text inside JSON',
    {
      method: 'POST',
      path: '/admin/cases',
      form: { ...caseForm, items: JSON.stringify([{ ...item, price: '12.50' }]) },
    },
    /"items" \(JSON\) does not match its schema: must be number,null at \/0\/price/,
  ],
  [
    'text where a file goes',
    { method: 'POST', path: '/admin/uploads', form: { file: 'a.png' } },
    /body field "file" must be a file/,
  ],
  [
    'a file where text goes',
    { method: 'POST', path: '/profile/verify', form: { code: new Blob(['1']) } },
    /body field "code" is a file/,
  ],
  [
    'a body for an operation that takes none',
    { method: 'POST', path: '/auth/logout', form: { all: 'true' } },
    /logout\): the operation takes no body/,
  ],
  [
    'no body where the contract requires one',
    { method: 'POST', path: '/shop/buy' },
    /buyShopItem\): the body is missing: the contract requires one \(multipart\/form-data\)/,
  ],
  [
    'no body under a form media type',
    { method: 'PUT', path: '/admin/roles/1', body: { type: 'multipart/form-data; boundary=x', text: '' } },
    /adminUpdateRole\): the body is missing/,
  ],
  [
    'a JSON body where the contract takes a form',
    { method: 'POST', path: '/shop/buy', body: { type: 'application/json', text: '{}' } },
    /the body is application\/json, the contract takes multipart\/form-data/,
  ],
]

describe('the request check against the contract', () => {
  it('lets through every request of the right shape, whatever values were typed', async () => {
    for (const [what, sent] of matching) expect(await checker.check(request(sent)), what).toBeNull()
  })

  it('names the operation, the place and the mismatch of a request that breaks the contract', async () => {
    for (const [what, sent, message] of breaking) expect(await checker.check(request(sent)), what).toMatch(message)
    const twice = new FormData()
    twice.append('code', 'A')
    twice.append('code', 'B')
    expect(
      await checker.check(new Request('http://localhost/api/ref/activate', { method: 'POST', body: twice })),
    ).toMatch(/body field "code" is sent twice/)
  })
})

describe('the operation a request calls', () => {
  const operationOf = (method: string, url: string) => checker.operationOf({ method, url })?.id ?? null

  it('is the contract operation of its method and path, a fixed segment winning over a template', () => {
    expect(operationOf('POST', 'http://localhost:3000/api/cases/daily-case/open')).toBe('openCase')
    expect(operationOf('get', 'http://localhost:3000/api/cases/daily-case/tasks?x=1')).toBe('listCaseTasks')
    expect(operationOf('GET', 'http://localhost:3000/api/cards/top-cards')).toBe('listTopCards')
    expect(operationOf('GET', 'http://localhost:3000/api/cards/cratestorm')).toBe('getCard')
  })

  it("is none for what the contract does not know, and for the fake backend's own addresses", () => {
    expect(operationOf('GET', 'http://localhost:3000/api/nope')).toBeNull()
    expect(operationOf('DELETE', 'http://localhost:3000/api/core')).toBeNull()
    expect(operationOf('POST', 'http://localhost:3000/api/__control/reset')).toBeNull()
    expect(operationOf('GET', 'http://localhost:3000/api/fake-images/tile-1.svg')).toBeNull()
    expect(operationOf('GET', 'http://localhost:3000/src/api/client.ts')).toBeNull()
  })
})
