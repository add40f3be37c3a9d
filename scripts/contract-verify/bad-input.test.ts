import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { badInputs, judgeInput, type BadInput } from './bad-input.ts'
import type { Check, Outcome } from './check.ts'
import { parseContract } from './contract.ts'

const contract = parseContract(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8'))
const operation = (id: string) => contract.operations.find((candidate) => candidate.operationId === id)!

describe('badInputs', () => {
  it('leaves a required field out, and adds a field the operation does not take', () => {
    const made = badInputs(contract, operation('addCardComment')).map(({ label, expected, field, body }) => ({
      label,
      expected,
      field,
      sent: body && [...body.keys()],
    }))
    expect(made).toEqual([
      { label: 'without the required field "evaluation"', expected: 422, field: 'evaluation', sent: ['text'] },
      {
        label: 'with a field it does not take ("contractVerifyForeignField")',
        expected: 400,
        field: 'contractVerifyForeignField',
        sent: ['evaluation', 'text', 'contractVerifyForeignField'],
      },
    ])
  })

  it('without a body, or a 422 declared: a query parameter it does not take', () => {
    expect(
      badInputs(contract, operation('logout')).map(({ expected, query, body }) => ({ expected, query, body })),
    ).toEqual([{ expected: 400, query: 'contractVerifyForeignField=x', body: undefined }])
  })
})

describe('judgeInput', () => {
  const missing: BadInput = {
    label: 'without the required field "text"',
    expected: 422,
    field: 'text',
    body: undefined,
    query: '',
  }
  const answered = (status: number): Outcome => ({ kind: 'answered', status, drifts: [] })
  const call = (status: number): Check => ({
    operation: { method: 'POST', path: '/comments', operationId: 'addComment' },
    audience: 'signed-in',
    badInput: missing.label,
    url: null,
    outcome: answered(status),
  })
  const judged = (status: number, body: unknown, valid = answered(201)) =>
    judgeInput(call(status), body, missing, valid).outcome

  it('passes a refusal with the status the contract gives, naming the field', () => {
    expect(judged(422, { errors: { text: ['Required'] } })).toEqual(answered(422))
  })

  it('is drift when the bad input is taken, refused otherwise, or the 422 does not name the field', () => {
    expect(judged(201, { data: {} })).toMatchObject({
      drifts: [
        { kind: 'bad-input-accepted', text: 'took the request without the required field "text" (answered 201)' },
      ],
    })
    expect(judged(400, { error: 'Bad' })).toMatchObject({
      drifts: [
        {
          kind: 'bad-input-other-status',
          text: 'refused the request without the required field "text" with 400; the contract refuses it with 422',
        },
      ],
    })
    expect(judged(422, { errors: { evaluation: ['Required'] } })).toMatchObject({
      drifts: [
        { kind: 'bad-input-unnamed', at: '$.errors', text: 'the 422 has no message on "text" (it names evaluation)' },
      ],
    })
  })

  it('notes, without drift, a refusal that says nothing about the input', () => {
    expect(judged(403, { error: 'Admins only' })).toEqual({
      ...answered(403),
      note: 'refused with 403 before the input was read',
    })
    expect(judged(400, { error: 'Closed' }, answered(400))).toEqual({
      ...answered(400),
      note: 'refused with 400 as the valid call was: not about the input',
    })
  })
})
