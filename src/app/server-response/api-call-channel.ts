import type { Channel } from 'node:diagnostics_channel'
import type { ApiCallTiming } from '~/api/client'

/**
 * The diagnostics channel on which the server render reports its API calls; `npm start` turns
 * them into metrics (server/metrics.mjs names the same channel). A channel rather than an import,
 * so the app knows nothing of the metrics library and nothing is sent where nobody listens.
 */
const API_CALL_CHANNEL = 'freeskins:api-call'

let channel: Channel | undefined

/** Server only: the module is Node's, fetched at run time so no bundler tries to ship it. */
export function publishApiCall(call: ApiCallTiming): void {
  channel ??= process.getBuiltinModule('node:diagnostics_channel').channel(API_CALL_CHANNEL)
  if (channel.hasSubscribers) channel.publish(call)
}
