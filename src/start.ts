import { createStart } from '@tanstack/react-start'
import { apiErrorSerialization } from '~/app/api-error-serialization'

export const startInstance = createStart(() => ({ serializationAdapters: [apiErrorSerialization] }))
