import { describe, expect, it } from 'vitest'
import { answerChecker } from './answer-check.ts'
import { parseContract } from './contract.ts'

const contract = parseContract(`
openapi: 3.1.0
info: { title: Shop, version: 1.0.0 }
paths:
  /orders/{id}:
    get:
      operationId: getOrder
      responses:
        '200':
          content:
            application/json:
              schema: { $ref: '#/components/schemas/OrderResponse' }
        '401': { $ref: '#/components/responses/Unauthorized' }
        '204': { description: Nothing to answer. }
components:
  responses:
    Unauthorized:
      description: Not signed in.
      content:
        application/json:
          schema: { type: object, additionalProperties: false, properties: {} }
  schemas:
    OrderResponse:
      type: object
      required: [data]
      properties:
        data: { $ref: '#/components/schemas/Order' }
    Order:
      type: object
      additionalProperties: false
      required: [id, status, createdAt, buyer]
      properties:
        id: { type: integer }
        status: { type: string, enum: [paid, sent] }
        createdAt: { type: string, format: date-time }
        note: { type: [string, 'null'], maxLength: 5 }
        buyer:
          oneOf:
            - $ref: '#/components/schemas/Buyer'
            - type: 'null'
        items:
          type: array
          items: { $ref: '#/components/schemas/Item' }
    Buyer:
      type: object
      required: [name]
      properties:
        name: { type: string }
    ItemBase:
      type: object
      required: [sku]
      properties:
        sku: { type: string }
    Item:
      allOf: [{ $ref: '#/components/schemas/ItemBase' }]
      unevaluatedProperties: false
`)

const getOrder = contract.operations[0]!
const check = answerChecker(contract)
const order = {
  id: 7,
  status: 'paid',
  createdAt: '2025-06-02T12:00:00Z',
  buyer: { name: 'Ann' },
  items: [{ sku: 'A-1' }],
}

function driftsOf(body: unknown, status = 200, contentType = 'application/json') {
  return check(getOrder, { status, contentType, text: typeof body === 'string' ? body : JSON.stringify(body) }).drifts
}

describe('answerChecker', () => {
  it('finds nothing in an answer the contract describes, through $refs to components', () => {
    expect(driftsOf({ data: order })).toEqual([])
    expect(driftsOf({ data: { ...order, buyer: null, note: null } })).toEqual([])
    expect(driftsOf({}, 401)).toEqual([])
    expect(driftsOf('', 204, 'text/plain')).toEqual([])
  })

  it('names a status the operation does not declare, with the ones it does', () => {
    expect(driftsOf({ error: 'Gone' }, 404)).toEqual([
      { kind: 'undeclared-status', text: 'status 404 is not declared (the contract has 200, 204, 401)' },
    ])
  })

  it('names each broken field by its JSON path: missing, wrong type, unknown enum value, broken format, unknown field', () => {
    const { id: _id, ...withoutId } = order
    const broken = {
      ...withoutId,
      status: 'lost',
      createdAt: 'yesterday',
      note: 12,
      extra: true,
      items: [{ sku: 'A-1' }, { sku: 5, colour: 'red' }],
    }
    expect(driftsOf({ data: broken })).toEqual([
      { kind: 'missing-field', at: '$.data.id', text: 'missing required field $.data.id' },
      { kind: 'unknown-field', at: '$.data.extra', text: 'field $.data.extra is not in the contract' },
      {
        kind: 'unknown-enum-value',
        at: '$.data.status',
        text: 'unknown enum value "lost" at $.data.status (the contract has "paid", "sent")',
      },
      {
        kind: 'broken-format',
        at: '$.data.createdAt',
        text: 'broken format at $.data.createdAt: "yesterday" is not a date-time',
      },
      {
        kind: 'wrong-type',
        at: '$.data.note',
        text: 'wrong type at $.data.note: expected string or null, got integer 12',
      },
      {
        kind: 'wrong-type',
        at: '$.data.items[1].sku',
        text: 'wrong type at $.data.items[1].sku: expected string, got integer 5',
      },
      {
        kind: 'unknown-field',
        at: '$.data.items[1].colour',
        text: 'field $.data.items[1].colour is not in the contract',
      },
    ])
  })

  it('reports what is wrong inside "X or null", not that the value is not null', () => {
    expect(driftsOf({ data: { ...order, buyer: {} } })).toEqual([
      { kind: 'missing-field', at: '$.data.buyer.name', text: 'missing required field $.data.buyer.name' },
    ])
    expect(driftsOf({ data: { ...order, buyer: 'Ann' } })).toEqual([
      {
        kind: 'wrong-type',
        at: '$.data.buyer',
        text: 'wrong type at $.data.buyer: expected object or null, got string "Ann"',
      },
    ])
  })

  it('names other schema rules by their keyword', () => {
    expect(driftsOf({ data: { ...order, note: 'far too long' } })).toEqual([
      {
        kind: 'constraint',
        at: '$.data.note',
        text: '$.data.note "far too long" must NOT have more than 5 characters (maxLength)',
      },
    ])
  })

  it('says when a body is not JSON, or comes where the contract declares none', () => {
    expect(driftsOf('<html>Sign in</html>', 200, 'text/html')).toEqual([
      { kind: 'not-json', text: 'the body is not JSON (Content-Type: text/html)' },
    ])
    expect(driftsOf('{"data":', 200)).toEqual([
      { kind: 'not-json', text: expect.stringContaining('the body is not valid JSON: ') as unknown },
    ])
    expect(driftsOf({ ok: true }, 204)).toEqual([
      { kind: 'unexpected-body', text: 'a 204 has no body in the contract, but this one has 11 characters' },
    ])
  })
})
