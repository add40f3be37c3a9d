import { createStart } from '@tanstack/react-start'
import { apiErrorSerialization } from '~/app/api-error-serialization'
import { pageCatalogSerialization } from '~/shared/i18n/page-catalog'
import { yieldToBrowser } from '~/shared/lib/yield-to-browser'

// A new object each time: Start adds its own adapters to the list it is given.
const options = () => ({ serializationAdapters: [apiErrorSerialization, pageCatalogSerialization] })

/**
 * In the browser Start reads these once, between creating the router and hydrating it from the
 * server's data: the pause makes the two separate tasks (docs/performance.md, "The wake-up's long
 * tasks"). The server needs no pause.
 */
export const startInstance = createStart(() => (import.meta.env.SSR ? options() : yieldToBrowser().then(options)))
