import type { Schemas } from '~/api/types'

/** Game titles are names, the same in every language. */
export const gameNames: Record<Schemas['ShopGame'], string> = {
  cs2: 'CS2',
  rust: 'Rust',
  dota2: 'Dota 2',
}
