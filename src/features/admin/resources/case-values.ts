import type { Schemas } from '~/api/types'
import type { LocalizedValues } from '../resource-kit/fields/localized-text-field'
import { editableLocalized, nullableLocalized } from '../resource-kit/localized'
import { parseCoinAmount } from './coin-amount'
import type { CaseItemRarity } from './case-rarities'

/** A case item as the form edits it: the price as typed (shown with 2 decimals), no id while new. */
export interface CaseItemValues {
  id: number | null
  marketHashName: string
  price: string
  rarity: CaseItemRarity
  image: string
  weight: number | null
}

/** What the case form edits (`cases.tsx`). */
export interface CaseValues {
  slug: string
  type: Schemas['CaseType']
  title: LocalizedValues
  preview: string
  cooldownMinutes: number | null
  top: boolean
  position: number | null
  seoTitle: LocalizedValues
  seoDescription: LocalizedValues
  items: CaseItemValues[]
}

export function newCaseItem(): CaseItemValues {
  return { id: null, marketHashName: '', price: '', rarity: 'Consumer Grade', image: '', weight: 1 }
}

/** A typed price (`7,5`) as coins are shown, with 2 decimals (`7.50`); null for what is not a number. */
export function tidyPrice(price: string): string | null {
  return parseCoinAmount(price)?.toFixed(2) ?? null
}

/** A new case: free, a day's cooldown, one item to start from. */
export function caseValues(record: Schemas['AdminCase'] | undefined): CaseValues {
  return {
    slug: record?.slug ?? '',
    type: record?.type ?? 'free',
    title: { ...(record?.title ?? { ru: '', en: '' }) },
    preview: record?.preview ?? '',
    cooldownMinutes: record?.cooldownMinutes ?? 1440,
    top: record?.top ?? false,
    position: record?.position ?? 0,
    seoTitle: editableLocalized(record?.seoTitle),
    seoDescription: editableLocalized(record?.seoDescription),
    items: record
      ? record.items.map((item) => ({
          id: item.id,
          marketHashName: item.marketHashName,
          price: item.price.toFixed(2),
          rarity: item.rarity,
          image: item.image,
          weight: item.weight,
        }))
      : [newCaseItem()],
  }
}

/** A saved item keeps its `id` (the server updates it); a new one has none (the server adds it). */
function caseItemInput({ id, ...item }: CaseItemValues): Schemas['AdminCaseItemInput'] {
  const input = {
    marketHashName: item.marketHashName.trim(),
    // The form refuses a price that is not a number before sending.
    price: Number(tidyPrice(item.price)),
    rarity: item.rarity,
    image: item.image.trim(),
    // Left empty, the server says at the field what it takes.
    weight: item.weight ?? 0,
  }
  return id === null ? input : { id, ...input }
}

export function caseInput(values: CaseValues): Schemas['AdminCaseInput'] {
  return {
    slug: values.slug.trim(),
    type: values.type,
    title: values.title,
    preview: values.preview.trim(),
    cooldownMinutes: values.cooldownMinutes ?? 0,
    top: values.top,
    position: values.position ?? 0,
    seoTitle: nullableLocalized(values.seoTitle),
    seoDescription: nullableLocalized(values.seoDescription),
    items: values.items.map(caseItemInput),
  }
}
