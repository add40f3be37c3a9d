import { coreDataKeys } from '~/shared/core-data/keys'

export const referralKeys = {
  statistics: [...coreDataKeys.user, 'referral-statistics'] as const,
}
