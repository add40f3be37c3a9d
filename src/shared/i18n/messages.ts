import type { Messages } from '@lingui/core'
import type { Locale } from './locale'

/** A compiled message: text, or text mixed with placeholders and plural forms, as plain data. */
type CompiledPart = string | number | CompiledPart[] | { [key: string]: CompiledPart }

/** A compiled catalog as plain data, so it can cross from the server render to the browser. */
export type CatalogMessages = Record<string, string | CompiledPart[]>

export async function loadMessages(locale: Locale): Promise<CatalogMessages> {
  const catalog = locale === 'en' ? await import('~/locales/en/messages.po') : await import('~/locales/ru/messages.po')
  return catalog.messages as CatalogMessages
}

/** The same catalog as Lingui types it (its type is not plain enough for the router's serialiser). */
export function asLinguiMessages(messages: CatalogMessages): Messages {
  return messages as Messages
}
