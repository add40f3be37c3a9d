import { memoizeByString } from '~/shared/lib/memo'
import type { Locale } from './locale'

const pluralRules = memoizeByString((locale) => new Intl.PluralRules(locale))

/**
 * The plural form a count takes in the locale (`one`, `few`, `many`, `other`): a message shows a
 * count as `<Select value={pluralCategory(count, locale)} _one={…} other={…} />`, its translation
 * giving each form the language has (Russian: one, few, many, other), instead of Lingui's
 * `<Plural>`. Lingui writes every plural's number through an `Intl.NumberFormat`, `#` in the
 * message or not, and the first one a page makes starts the browser's number formatting: about
 * 20 ms at full speed, over 100 ms of one task while a page wakes up on a slow phone
 * (docs/performance.md). Plural rules start in under a millisecond.
 */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  return pluralRules(locale).select(count)
}
