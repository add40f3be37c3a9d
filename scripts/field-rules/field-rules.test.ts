import { readFileSync } from 'node:fs'
import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { InputReader } from '../../mocks/domain/admin/input.ts'
import { addComment } from '../../mocks/domain/comments.ts'
import { DomainError } from '../../mocks/domain/errors.ts'
import { freshDb, personaUser } from '../../testing/backend/fake-db.ts'
import * as committed from '../../src/api/field-rules.gen.ts'
import { fieldRuleError } from '../../src/shared/forms/field-rule.ts'
import { fieldRulesOf, renderFieldRules } from './field-rules.ts'

type Document = Record<string, unknown> & {
  components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> }
}
const contract = parse(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8')) as Document
const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

/** The contract with one field's `maxLength` lowered, as an author tightening it would write it. */
function withMaxLength(schema: string, field: string, maxLength: number): Document {
  const tightened = structuredClone(contract)
  const property = tightened.components.schemas[schema]?.properties[field]
  if (!property) throw new Error(`the contract has no ${schema}.${field}`)
  property.maxLength = maxLength
  return tightened
}

describe('field rules from the contract', () => {
  it('are what src/api/field-rules.gen.ts holds', () => {
    expect(renderFieldRules(fieldRulesOf(contract))).toBe(
      readFileSync(new URL('../../src/api/field-rules.gen.ts', import.meta.url), 'utf8'),
    )
  })

  it("take a request schema's lengths, patterns, bounds, item counts and referred enums, nested schemas too", () => {
    const rules = fieldRulesOf(contract)
    expect(rules.CommentForm).toEqual({
      evaluation: { minimum: 1, maximum: 5 },
      text: { minLength: 3, maxLength: 1000 },
    })
    expect(rules.AdminCaseInput?.type).toEqual({ enum: ['free', 'promocode', 'timed'] })
    expect(rules.AdminCaseInput?.items).toEqual({ minItems: 1, maxItems: 50 })
    expect(rules.AdminCaseItemInput?.price).toEqual({ exclusiveMinimum: 0, maximum: 1_000_000 })
    expect(rules.AdminGiveawayInput?.newRewards).toEqual({ maxItems: 1000, items: { minLength: 1, maxLength: 200 } })
    // Answers only: no rules of them.
    expect(rules.CommentResponse).toBeUndefined()
  })

  it("a maxLength lowered in the contract makes both the form's check and the fake's 422 refuse what they took", async () => {
    const text = 'A review of thirty characters.'
    const { evaluation, text: textRule } = fieldRulesOf(withMaxLength('CommentForm', 'text', 20)).CommentForm ?? {}
    if (!evaluation || !textRule) throw new Error('CommentForm has rules of both fields')
    const tightened = { evaluation, text: textRule }

    expect(fieldRuleError(i18n, committed.CommentForm.text, text)).toBeUndefined()
    expect(fieldRuleError(i18n, tightened.text, text)).toBe('3 to 20 characters.')

    const db = await freshDb()
    const user = personaUser(db, 'regular')
    await expect(addComment(db, user, 'card', 1, { evaluation: 5, text })).resolves.toMatchObject({ text })
    await expect(addComment(db, user, 'card', 1, { evaluation: 5, text }, tightened)).rejects.toMatchObject({
      kind: 'invalid',
      fields: { text: [{ en: 'The text must be 3 to 20 characters long.' }] },
    })
  })

  it("the same for the admin readers: a balance adjustment's reason", () => {
    const reason = 'Duplicate bonus of the spring event'
    const tightened = fieldRulesOf(withMaxLength('AdminBalanceAdjustmentForm', 'reason', 20)).AdminBalanceAdjustmentForm
    if (!tightened?.reason) throw new Error('AdminBalanceAdjustmentForm has a rule of its reason')
    const read = (rule: typeof tightened.reason) => {
      const reader = new InputReader({ reason })
      reader.text('reason', rule)
      try {
        reader.done()
        return 'taken'
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        return error.fields.reason?.map((text) => text.en)
      }
    }

    expect(fieldRuleError(i18n, committed.AdminBalanceAdjustmentForm.reason, reason)).toBeUndefined()
    expect(read(committed.AdminBalanceAdjustmentForm.reason)).toBe('taken')
    expect(fieldRuleError(i18n, tightened.reason, reason)).toBe('3 to 20 characters.')
    expect(read(tightened.reason)).toEqual(['At most 20 characters.'])
  })
})
