// `npm start`: the production server of the build in dist/ (client files from dist/client, pages
// from the TanStack Start handler in dist/server/server.js). Settings come from the environment
// when it starts (server/config.mjs, docs/production.md); anything wrong stops
// it here, with a message naming the setting, before it listens.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createAppServer } from './app-server.mjs'
import { ConfigError, readServerConfig } from './config.mjs'
import { createLogger, routeConsoleTo } from './logger.mjs'
import { createMetrics } from './metrics.mjs'
import { loadedReactBuild, settleProductionMode } from './production-mode.mjs'

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url))
const serverEntry = new URL('../dist/server/server.js', import.meta.url)

function refuse(message) {
  console.error(message)
  process.exit(1)
}

const modeProblem = settleProductionMode(process.env)
if (modeProblem) refuse(modeProblem)

let config
try {
  config = readServerConfig(process.env)
} catch (error) {
  if (error instanceof ConfigError) refuse(error.message)
  throw error
}
// The render reads them when it builds a page (src/app/runtime-config.ts, request-context.ts).
for (const [name, value] of Object.entries({
  API_BASE_URL: config.apiBaseUrl,
  API_INTERNAL_BASE_URL: config.apiInternalBaseUrl,
  SITE_URL: config.siteUrl,
})) {
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
}

if (!existsSync(fileURLToPath(serverEntry))) refuse('dist/server/server.js is missing: run `npm run build` first.')

const logger = createLogger(config.logLevel)
routeConsoleTo(logger)
const { default: app } = await import(serverEntry.href)
const reactBuild = loadedReactBuild()
if (reactBuild === 'development')
  refuse(
    "React's development build was loaded although NODE_ENV=production: the server would be twice as slow. Is a library importing react-dom/server.development?",
  )

const server = createAppServer({ app, config, logger, metrics: createMetrics(), clientDir })
const url = await server.listen()
logger.info(
  {
    url,
    react: reactBuild,
    node: process.version,
    apiBaseUrl: config.apiBaseUrl ?? 'the build default',
    apiInternalBaseUrl: config.apiInternalBaseUrl ?? 'API_BASE_URL, resolved per request',
    siteUrl: config.siteUrl,
    metrics: config.metricsToken ? '/metrics (token)' : 'off',
  },
  'listening',
)

let stopping = false
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    server.drain().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}
