import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Schemas } from '~/api/types'

/** How each case type is gated, in the visitor's words. */
export const caseTypeLabel: Record<Schemas['CaseType'], MessageDescriptor> = {
  free: msg`Free: complete the tasks`,
  promocode: msg`Opens with a promocode`,
  timed: msg`Symbol: opens for 1 minute at a time`,
}
