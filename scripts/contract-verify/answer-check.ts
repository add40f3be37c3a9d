// Whether an answer is one the operation declares: a status it lists, and a body that status's
// schema accepts (ajv over the contract itself, JSON Schema 2020-12 as OpenAPI 3.1 writes it,
// formats checked). Each schema is compiled on its first answer.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { Contract, Operation } from './contract.ts'
import type { Drift } from './drift.ts'
import { schemaDrifts } from './schema-drifts.ts'

export interface Answer {
  status: number
  contentType: string | null
  text: string
}

export interface Judged {
  drifts: Drift[]
  /** The parsed body, when it was JSON: list answers give the path values of other calls. */
  body: unknown
}

const CONTRACT_ID = 'https://contract.local/openapi.json'

/** The status's entry in the operation's responses: exact, a range (`4XX`) or `default`. */
function declaredKey(operation: Operation, status: number): string | null {
  const keys = [String(status), `${String(status)[0]}XX`, 'default']
  return keys.find((key) => operation.responses.has(key)) ?? null
}

const isJson = (contentType: string | null) =>
  contentType !== null && /^application\/([\w.+-]+\+)?json\b/i.test(contentType)

export function answerChecker(contract: Contract): (operation: Operation, answer: Answer) => Judged {
  // strict: false, as the contract's schemas carry OpenAPI's own keywords (example, discriminator).
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ ...contract.document, $id: CONTRACT_ID })
  const validators = new Map<string, ValidateFunction>()
  const validatorOf = (pointer: string) => {
    let validate = validators.get(pointer)
    if (!validate) {
      validate = ajv.compile({ $ref: `${CONTRACT_ID}#${pointer}` })
      validators.set(pointer, validate)
    }
    return validate
  }

  return (operation, { status, contentType, text }) => {
    const key = declaredKey(operation, status)
    if (key === null) {
      const declared = [...operation.responses.keys()].join(', ')
      return {
        drifts: [
          { kind: 'undeclared-status', text: `status ${status} is not declared (the contract has ${declared})` },
        ],
        body: undefined,
      }
    }
    const pointer = operation.responses.get(key) ?? null
    if (pointer === null)
      return {
        drifts:
          text === ''
            ? []
            : [
                {
                  kind: 'unexpected-body',
                  text: `a ${status} has no body in the contract, but this one has ${text.length} characters`,
                },
              ],
        body: undefined,
      }
    if (!isJson(contentType))
      return {
        drifts: [{ kind: 'not-json', text: `the body is not JSON (Content-Type: ${contentType ?? 'none'})` }],
        body: undefined,
      }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch (error) {
      return {
        drifts: [{ kind: 'not-json', text: `the body is not valid JSON: ${(error as Error).message}` }],
        body: undefined,
      }
    }
    const validate = validatorOf(pointer)
    return { drifts: validate(body) ? [] : schemaDrifts(validate.errors ?? [], body), body }
  }
}
