import { useSyncExternalStore } from 'react'
import { readStorage, removeStorage, writeStorage } from '~/shared/lib/storage'

/** The code of the /ref/{code} landing, kept for the visitor until they activate it. */
const STORAGE_KEY = 'ref_code'

export function rememberReferralCode(code: string): void {
  writeStorage('local', STORAGE_KEY, code)
}

export function forgetReferralCode(): void {
  removeStorage('local', STORAGE_KEY)
}

const noSubscription = () => () => {}

/** The remembered code; null on the server and while hydrating, which have no storage. */
export function useRememberedReferralCode(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => readStorage('local', STORAGE_KEY),
    () => null,
  )
}
