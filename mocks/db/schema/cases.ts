import { z } from 'zod'
import { id, localized, localizedNullable, ms } from './fragments.ts'

export const caseTypes = ['free', 'promocode', 'timed'] as const
export type CaseType = (typeof caseTypes)[number]

export const caseSchema = z.object({
  id,
  slug: z.string(),
  type: z.enum(caseTypes),
  title: localized,
  preview: z.string(),
  /** Wait after an opening (free and promocode cases); timed cases follow their window instead. */
  cooldownMs: ms,
  /**
   * Timed cases: the instant their windows count from (open for a minute, every few minutes,
   * see mocks/domain/cases.ts), so the windows fall at the same moments relative to the
   * clock's start in every run. Null for the other types.
   */
  windowsFromMs: ms.nullable(),
  top: z.boolean(),
  position: z.number().int(),
  seoTitle: localizedNullable,
  seoDescription: localizedNullable,
})
export type CaseRow = z.infer<typeof caseSchema>
