import { coreDataKeys } from '~/shared/core-data/keys'

export const profileKeys = {
  profile: [...coreDataKeys.user, 'profile'] as const,
  trades: (page: number) => [...coreDataKeys.user, 'trades', page] as const,
}
