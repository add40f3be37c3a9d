import type { Schemas } from '~/api/types'

type Text = { ru: string; en: string }

/** A card's promocode as the form edits it; `id` is the saved code's (null for one added here). */
export interface CardPromocodeValues {
  id: number | null
  title: Text
  description: Text
  code: string
  /** ISO 8601 UTC, or null for a code with no end. */
  validUntil: string | null
  hideLinkRu: boolean
}

/** What the card form edits (`cards.tsx`). */
export interface CardValues {
  slug: string
  categoryId: number | null
  subcategoryId: number | null
  typeId: number | null
  preview: string
  title: Text
  fullTitle: Text
  description: Text
  reward: Text
  buttonText: Text
  text: Text
  instruction: Text
  link: string
  promocode: string
  badgeIds: number[]
  hideRuLink: boolean
  top: boolean
  showAlert: boolean
  position: number | null
  seoTitle: Text
  seoDescription: Text
  promocodes: CardPromocodeValues[]
}

export const newPromocode = (): CardPromocodeValues => ({
  id: null,
  title: { ru: '', en: '' },
  description: { ru: '', en: '' },
  code: '',
  validUntil: null,
  hideLinkRu: false,
})

export function promocodeValues(promocode: Schemas['AdminCardPromocode']): CardPromocodeValues {
  return {
    id: promocode.id,
    title: { ...promocode.title },
    description: { ...promocode.description },
    code: promocode.code,
    validUntil: promocode.validUntil,
    hideLinkRu: promocode.hideLinkRu,
  }
}

/** A saved code keeps its `id` (the server updates it); a new one has none (the server adds it). */
export function promocodeInput({ id, ...promocode }: CardPromocodeValues): Schemas['AdminCardPromocodeInput'] {
  const input = { ...promocode, code: promocode.code.trim() }
  return id === null ? input : { id, ...input }
}
