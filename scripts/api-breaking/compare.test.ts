import { describe, expect, it } from 'vitest'
import { compareContracts } from './compare.ts'
import type { ContractChange } from './changes.ts'
import type { Verdict } from './verdict.ts'

/**
 * One contract with a list (query parameters, a response whose schema refers to itself), a
 * multipart form and a JSON body; each case below edits it in one place.
 */
const contract = `
openapi: 3.1.0
info: { title: Fixture, version: '1' }
paths:
  /items:
    get:
      operationId: listItems
      parameters:
        - { name: page, in: query, required: false, schema: { type: integer } }
        - { name: sort, in: query, required: false, schema: { type: string, enum: [price, -price] } }
      responses:
        '200':
          description: A page of items.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/ItemPage' }
  /orders:
    post:
      operationId: createOrder
      requestBody:
        required: true
        content:
          multipart/form-data:
            schema:
              type: object
              additionalProperties: false
              required: [items]
              properties:
                items:
                  type: array
                  items:
                    type: object
                    required: [id]
                    properties:
                      id: { type: integer }
                      price: { type: number }
                note: { type: [string, 'null'] }
                delivery: { type: string, enum: [mail, pickup] }
      responses:
        '201':
          description: Created.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/OrderResponse' }
        '422':
          description: A field is missing or malformed.
  /orders/{id}:
    patch:
      operationId: updateOrder
      parameters:
        - { name: id, in: path, required: true, schema: { type: integer } }
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                note: { type: string }
      responses:
        '204': { description: Updated. }
components:
  schemas:
    ItemPage:
      type: object
      required: [data]
      properties:
        data: { type: array, items: { $ref: '#/components/schemas/Item' } }
    Item:
      type: object
      required: [id, name, status]
      properties:
        id: { type: integer }
        name: { type: string }
        weight: { type: number }
        status: { type: string, enum: [new, sold] }
        parent: { $ref: '#/components/schemas/Item' }
    OrderResponse:
      type: object
      required: [data]
      properties:
        data:
          type: object
          required: [id, balance]
          properties:
            id: { type: integer }
            balance: { type: number }
`

/** The fixture with one text replaced; a text it does not hold fails the test instead of testing nothing. */
function edit(...replacements: [from: string, to: string][]): string {
  return replacements.reduce((text, [from, to]) => {
    expect(text).toContain(from)
    return text.replace(from, to)
  }, contract)
}

interface Expected {
  breaking: boolean
  operation: string
  check: string
  /** oasdiff's sentence, naming the place and what happened. */
  text: string
}

const summary = ({ breaking, operation, check, text }: ContractChange) => ({
  breaking,
  operation: operation && `${operation.method} ${operation.path}`,
  check,
  text,
})

const everything = ({ breaking, accepted, nonBreaking }: Verdict) =>
  [...breaking, ...accepted, ...nonBreaking].map(summary)

/** PATCH /orders/{id}, the only operation of its path. */
const ordersById = contract.slice(contract.indexOf('  /orders/{id}:'), contract.indexOf('components:'))

const requiredCoupon: [string, string][] = [
  ['required: [items]', 'required: [items, coupon]'],
  [
    'delivery: { type: string, enum: [mail, pickup] }',
    'delivery: { type: string, enum: [mail, pickup] }\n                coupon: { type: string }',
  ],
]

/** Each change, made (fixture → edited) and undone (edited → fixture): the one change oasdiff reports each way, or none. */
const cases: { name: string; edits: [string, string][]; made: Expected; undone: Expected | null }[] = [
  {
    name: 'operation removed',
    edits: [[ordersById, '']],
    made: {
      breaking: true,
      operation: 'PATCH /orders/{id}',
      check: 'api-path-removed-without-deprecation',
      text: 'api path removed without deprecation',
    },
    undone: { breaking: false, operation: 'PATCH /orders/{id}', check: 'endpoint-added', text: 'endpoint added' },
  },
  {
    name: 'required response field removed',
    edits: [
      ['required: [id, balance]', 'required: [id]'],
      ['            balance: { type: number }\n', ''],
    ],
    made: {
      breaking: true,
      operation: 'POST /orders',
      check: 'response-required-property-removed',
      text: 'removed the required property `data/balance` from the response with the `201` status',
    },
    undone: {
      breaking: false,
      operation: 'POST /orders',
      check: 'response-required-property-added',
      text: 'added the required property `data/balance` to the response with the `201` status',
    },
  },
  {
    name: 'optional response field removed, in a schema that refers to itself',
    edits: [['        weight: { type: number }\n', '']],
    made: {
      breaking: true,
      operation: 'GET /items',
      check: 'response-optional-property-removed',
      text: 'removed the optional property `data/items/weight` from the response with the `200` status',
    },
    undone: {
      breaking: false,
      operation: 'GET /items',
      check: 'response-optional-property-added',
      text: 'added the optional property `data/items/weight` to the response with the `200` status',
    },
  },
  {
    name: 'required multipart field added',
    edits: requiredCoupon,
    made: {
      breaking: true,
      operation: 'POST /orders',
      check: 'new-required-request-property',
      text: 'added the new required request property `coupon`',
    },
    undone: {
      breaking: true,
      operation: 'POST /orders',
      check: 'request-property-removed',
      text: 'removed the request property `coupon`',
    },
  },
  {
    name: 'optional multipart field added',
    edits: requiredCoupon.slice(1),
    made: {
      breaking: false,
      operation: 'POST /orders',
      check: 'new-optional-request-property',
      text: 'added the new optional request property `coupon`',
    },
    undone: {
      breaking: true,
      operation: 'POST /orders',
      check: 'request-property-removed',
      text: 'removed the request property `coupon`',
    },
  },
  {
    name: 'request field type narrowed (number → integer)',
    edits: [['price: { type: number }', 'price: { type: integer }']],
    made: {
      breaking: true,
      operation: 'POST /orders',
      check: 'request-property-type-changed',
      text: 'the `items/items/price` request property type/format changed from `number`/`` to `integer`/``',
    },
    undone: {
      breaking: false,
      operation: 'POST /orders',
      check: 'request-property-type-generalized',
      text: 'the `items/items/price` request property type/format was generalized from `integer`/`` to `number`/``',
    },
  },
  {
    name: 'request field no longer nullable (3.1 type list)',
    edits: [["note: { type: [string, 'null'] }", 'note: { type: string }']],
    made: {
      breaking: true,
      operation: 'POST /orders',
      check: 'request-property-became-not-nullable',
      text: 'the request property `note` became not nullable',
    },
    undone: {
      breaking: false,
      operation: 'POST /orders',
      check: 'request-property-became-nullable',
      text: 'the request property `note` became nullable',
    },
  },
  {
    name: 'request enum value removed',
    edits: [['enum: [mail, pickup]', 'enum: [mail]']],
    made: {
      breaking: true,
      operation: 'POST /orders',
      check: 'request-property-enum-value-removed',
      text: 'removed the enum value `pickup` of the request property `delivery`',
    },
    undone: {
      breaking: false,
      operation: 'POST /orders',
      check: 'request-property-enum-value-added',
      text: 'added the new `pickup` enum value to the request property `delivery`',
    },
  },
  {
    name: 'response enum value added',
    edits: [['enum: [new, sold]', 'enum: [new, sold, reserved]']],
    made: {
      breaking: true,
      operation: 'GET /items',
      check: 'response-property-enum-value-added',
      text: 'added the new `reserved` enum value to the `data/items/status` response property for the response status `200`',
    },
    undone: {
      breaking: false,
      operation: 'GET /items',
      check: 'response-property-enum-value-removed',
      text: 'removed the `reserved` enum value from the `data/items/status` response property for the response status `200`',
    },
  },
  {
    name: 'response field became nullable',
    edits: [['name: { type: string }', "name: { type: [string, 'null'] }"]],
    made: {
      breaking: true,
      operation: 'GET /items',
      check: 'response-property-became-nullable',
      text: 'the response property `data/items/name` became nullable for the status `200`',
    },
    undone: null,
  },
  {
    name: 'response field type changed',
    edits: [
      [
        '            id: { type: integer }\n            balance',
        '            id: { type: string }\n            balance',
      ],
    ],
    made: {
      breaking: true,
      operation: 'POST /orders',
      check: 'response-property-type-changed',
      text: "the `data/id` response's property type/format changed from `integer`/`` to `string`/`` for status `201`",
    },
    undone: {
      breaking: true,
      operation: 'POST /orders',
      check: 'response-property-type-changed',
      text: "the `data/id` response's property type/format changed from `string`/`` to `integer`/`` for status `201`",
    },
  },
  {
    name: 'error status removed',
    edits: [["        '422':\n          description: A field is missing or malformed.\n", '']],
    made: {
      breaking: true,
      operation: 'POST /orders',
      check: 'response-non-success-status-removed',
      text: 'removed the non-success response with the status `422`',
    },
    undone: {
      breaking: false,
      operation: 'POST /orders',
      check: 'response-non-success-status-added',
      text: 'added the non-success response with the status `422`',
    },
  },
  {
    name: 'query parameter removed',
    edits: [
      ['        - { name: sort, in: query, required: false, schema: { type: string, enum: [price, -price] } }\n', ''],
    ],
    made: {
      breaking: true,
      operation: 'GET /items',
      check: 'request-parameter-removed',
      text: 'deleted the `query` request parameter `sort`',
    },
    undone: {
      breaking: false,
      operation: 'GET /items',
      check: 'new-optional-request-parameter',
      text: 'added the new optional `query` request parameter `sort`',
    },
  },
  {
    name: 'required query parameter added',
    edits: [
      [
        '        - { name: sort,',
        '        - { name: lang, in: query, required: true, schema: { type: string } }\n        - { name: sort,',
      ],
    ],
    made: {
      breaking: true,
      operation: 'GET /items',
      check: 'new-required-request-parameter',
      text: 'added the new required `query` request parameter `lang`',
    },
    undone: {
      breaking: true,
      operation: 'GET /items',
      check: 'request-parameter-removed',
      text: 'deleted the `query` request parameter `lang`',
    },
  },
  {
    name: 'query parameter became required',
    edits: [['{ name: page, in: query, required: false', '{ name: page, in: query, required: true']],
    made: {
      breaking: true,
      operation: 'GET /items',
      check: 'request-parameter-became-required',
      text: 'the `query` request parameter `page` became required',
    },
    undone: {
      breaking: false,
      operation: 'GET /items',
      check: 'request-parameter-became-optional',
      text: 'the `query` request parameter `page` became optional',
    },
  },
  {
    name: 'query parameter type widened (integer → string)',
    edits: [
      [
        '{ name: page, in: query, required: false, schema: { type: integer } }',
        '{ name: page, in: query, required: false, schema: { type: string } }',
      ],
    ],
    made: {
      breaking: false,
      operation: 'GET /items',
      check: 'request-parameter-type-generalized',
      text: 'for the `query` request parameter `page`, the type/format was generalized from `integer`/`` to `string`/``',
    },
    undone: {
      breaking: true,
      operation: 'GET /items',
      check: 'request-parameter-type-changed',
      text: 'for the `query` request parameter `page`, the type/format was changed from `string`/`` to `integer`/``',
    },
  },
  {
    name: 'query parameter enum value removed',
    edits: [['enum: [price, -price]', 'enum: [price]']],
    made: {
      breaking: true,
      operation: 'GET /items',
      check: 'request-parameter-enum-value-removed',
      text: 'removed the enum value `-price` from the `query` request parameter `sort`',
    },
    undone: {
      breaking: false,
      operation: 'GET /items',
      check: 'request-parameter-enum-value-added',
      text: 'added the new enum value `-price` to the `query` request parameter `sort`',
    },
  },
  {
    name: 'JSON body field became required',
    edits: [
      [
        '              type: object\n              properties:\n                note: { type: string }',
        '              type: object\n              required: [note]\n              properties:\n                note: { type: string }',
      ],
    ],
    made: {
      breaking: true,
      operation: 'PATCH /orders/{id}',
      check: 'request-property-became-required',
      text: 'the request property `note` became required',
    },
    undone: {
      breaking: false,
      operation: 'PATCH /orders/{id}',
      check: 'request-property-became-optional',
      text: 'the request property `note` became optional',
    },
  },
]

describe('compareContracts', () => {
  it('finds nothing between a contract and itself', async () => {
    expect(await compareContracts(contract, contract)).toEqual({
      breaking: [],
      accepted: [],
      nonBreaking: [],
      staleMarks: [],
    })
  })

  it('a deprecated operation removed: breaking all the same', async () => {
    const deprecated = edit(['operationId: updateOrder\n', 'operationId: updateOrder\n      deprecated: true\n'])
    expect(everything(await compareContracts(deprecated, edit([ordersById, ''])))).toEqual([
      {
        breaking: true,
        operation: 'PATCH /orders/{id}',
        check: 'api-path-removed-with-deprecation',
        text: 'api path removed with deprecation',
      },
    ])
  })

  for (const { name, edits, made, undone } of cases)
    it(`${name}: ${made.breaking ? 'breaking' : 'not breaking'}; undone, ${undone?.breaking ? 'breaking' : 'not breaking'}`, async () => {
      const edited = edit(...edits)
      expect(everything(await compareContracts(contract, edited))).toEqual([made])
      expect(everything(await compareContracts(edited, contract))).toEqual(undone ? [undone] : [])
    })
})

describe('accept marks', () => {
  const responseFieldRemoved = edit(
    ['required: [id, balance]', 'required: [id]'],
    ['            balance: { type: number }\n', ''],
  )
  const markOn = (text: string, operationId: string, mark: string) =>
    text.replace(
      `operationId: ${operationId}\n`,
      `operationId: ${operationId}\n      x-breaking-change-accepted: ${mark}\n`,
    )

  it('accept the breaking changes of the operation they are on, with their reason', async () => {
    const verdict = await compareContracts(
      contract,
      markOn(responseFieldRemoved, 'createOrder', 'Balance moved to the profile'),
    )
    expect(verdict.breaking).toEqual([])
    expect(verdict.accepted).toEqual([
      expect.objectContaining({ check: 'response-required-property-removed', reason: 'Balance moved to the profile' }),
    ])
    expect(verdict.staleMarks).toEqual([])
  })

  it('accept nothing on another operation, and are reported there as matching no change', async () => {
    const verdict = await compareContracts(contract, markOn(responseFieldRemoved, 'listItems', 'Old reason'))
    expect(verdict.breaking.map(summary)).toEqual([expect.objectContaining({ operation: 'POST /orders' })])
    expect(verdict.staleMarks).toEqual([{ operation: 'GET /items', reason: 'Old reason', place: 'operation' }])
  })

  it('accept a removed operation from the document root, keyed by method and path', async () => {
    const removed = edit([ordersById, ''])
    const marked = removed.replace(
      'paths:\n',
      'x-breaking-change-accepted:\n  PATCH /orders/{id}: Orders are final\n  GET /gone: Long gone\npaths:\n',
    )
    const verdict = await compareContracts(contract, marked)
    expect(verdict.breaking).toEqual([])
    expect(verdict.accepted).toEqual([
      expect.objectContaining({ check: 'api-path-removed-without-deprecation', reason: 'Orders are final' }),
    ])
    expect(verdict.staleMarks).toEqual([{ operation: 'GET /gone', reason: 'Long gone', place: 'root' }])
  })

  it('must give a reason', async () => {
    await expect(compareContracts(contract, markOn(contract, 'createOrder', "''"))).rejects.toThrow(
      'x-breaking-change-accepted on POST /orders must be the reason, a non-empty string',
    )
  })
})
