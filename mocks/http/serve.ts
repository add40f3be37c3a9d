import { contractChecker } from '../contract/requests/source.ts'
import { ensureSeeded } from '../db/state.ts'
import { REALTIME_PATH } from '../realtime/channel.ts'
import { readContractFromDisk } from './contract-file.ts'
import { createFakeApiServer } from './fake-api-server.ts'
import { sizeSeedFromEnv } from './node-adapter.ts'

/**
 * `npm run api:serve`: the fake backend as a real HTTP API, for a server-rendered app on
 * another port and for e2e tests. Runs with plain `node` (type stripping).
 */
const port = Number(process.env.PORT ?? 4010)

readContractFromDisk()
const { server } = createFakeApiServer()
sizeSeedFromEnv()
const seedingStarted = performance.now()
await ensureSeeded()
// Read and indexed now (about 0.4 s) rather than on the first request.
await contractChecker()
const seedingMs = Math.round(performance.now() - seedingStarted)
server.listen(port, () => {
  // PORT=0 takes a free port: the line names the one taken (e2e/tenants reads it).
  const address = server.address()
  const listening = typeof address === 'object' && address !== null ? address.port : port
  console.log(
    `Fake backend listening on http://localhost:${listening}/api (real-time channel: ws://localhost:${listening}${REALTIME_PATH}); seeded in ${seedingMs} ms`,
  )
})
