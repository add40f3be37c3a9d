import type { SearchParams } from './search'
import type { SearchPreviewParams } from './search-preview'

export const searchKeys = {
  page: (params: SearchParams) => ['search', params] as const,
  preview: (params: SearchPreviewParams) => ['search', 'preview', params] as const,
}
