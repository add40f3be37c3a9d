import { readFile } from 'node:fs/promises'
import { parse } from 'yaml'
import { loadContractWith } from '../contract/requests/source.ts'
import { ensureSeeded } from '../db/state.ts'
import { REALTIME_PATH } from '../realtime/channel.ts'
import { createFakeApiServer } from './fake-api-server.ts'
import { sizeSeedFromEnv } from './node-adapter.ts'

/**
 * `npm run api:serve`: the fake backend as a real HTTP API, for a server-rendered app on
 * another port and for e2e tests. Runs with plain `node` (type stripping).
 */
const port = Number(process.env.PORT ?? 4010)

// Plain Node has no Vite to import the contract as a module (mocks/contract/requests/source.ts).
loadContractWith(async (): Promise<unknown> => parse(await readFile(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8')))
const { server } = createFakeApiServer()
sizeSeedFromEnv()
const seedingStarted = performance.now()
await ensureSeeded()
const seedingMs = Math.round(performance.now() - seedingStarted)
server.listen(port, () => {
  console.log(`Fake backend listening on http://localhost:${port}/api (real-time channel: ws://localhost:${port}${REALTIME_PATH}); seeded in ${seedingMs} ms`)
})
