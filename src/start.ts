import { createStart } from '@tanstack/react-start'
import { apiErrorSerialization } from '~/app/api-error-serialization'
import { pageCatalogSerialization } from '~/shared/i18n/page-catalog'

export const startInstance = createStart(() => ({
  serializationAdapters: [apiErrorSerialization, pageCatalogSerialization],
}))
