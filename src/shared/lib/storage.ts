export type StorageKind = 'local' | 'session'

/**
 * Web storage can be missing (server render) or throw (blocked cookies, private mode, full
 * quota). A visitor's remembered answer is a convenience, so failures read as "nothing stored".
 */
function storageOf(kind: StorageKind): Storage | null {
  if (typeof window === 'undefined') return null
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string): void {
  try {
    storageOf(kind)?.setItem(key, value)
  } catch {
    // Storage full or blocked: the value is simply not remembered.
  }
}

export function removeStorage(kind: StorageKind, key: string): void {
  try {
    storageOf(kind)?.removeItem(key)
  } catch {
    // Blocked storage holds nothing to remove.
  }
}
