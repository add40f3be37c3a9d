import { defineConfig, loadEnv, type Plugin } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { fileURLToPath } from 'node:url'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { requestOperations } from './mocks/contract/requests/operations.ts'
import { requestPart } from './mocks/contract/requests/request-part.ts'
import { hybridInputFromEnv, hybridSettings, type HybridSettings } from './mocks/hybrid/settings.ts'
import { compileWithTheFile } from './scripts/compile-with-the-file.ts'

const srcDir = fileURLToPath(new URL('./src', import.meta.url))
/** The component-test and story harness on the fake backend (outside src, which never imports mocks/). */
const testingDir = fileURLToPath(new URL('./testing', import.meta.url))

/**
 * Where the app gets its API from is configuration, never code:
 * - `server`: the dev server hosts the fake backend over HTTP under /api, so the
 *   server-rendered page and the browser share one fake state;
 * - `browser`: the fake backend runs in a service worker (static demo);
 * - `hybrid`: as `server` in `npm run dev` and as `browser` in the demo, but the fake backend
 *   answers only the operations FAKE_OPERATIONS names (less REAL_OPERATIONS) and passes the rest
 *   on to the real API at API_BASE_URL (mocks/hybrid);
 * - `off`: the real API at VITE_API_BASE_URL (production).
 */
type ApiMocking = 'server' | 'browser' | 'hybrid' | 'off'

const API_MOCKING_ID = 'virtual:api-mocking'

/**
 * Resolves the mocking entry to the fake backend only when the build asks for it, with the
 * fake backend's control panel (mocks/panel) wherever the fake backend is in reach of the page:
 * the demo's worker and the dev server, never a build against a real API.
 */
function apiMocking(mode: ApiMocking, devServer: boolean): Plugin {
  return {
    name: 'app:api-mocking',
    enforce: 'pre',
    resolveId(id) {
      if (id === API_MOCKING_ID) return '\0' + API_MOCKING_ID
    },
    load(id) {
      if (id !== '\0' + API_MOCKING_ID) return
      if (mode === 'browser' || (mode === 'hybrid' && !devServer)) {
        // The demo's hybrid mode comes with its page: the runtime config its build or serve:demo wrote.
        return [
          `import { startBrowserFakeBackend } from '/mocks/browser/start.ts'`,
          `import { startPanel } from '/mocks/panel/start.ts'`,
          `import { getRuntimeConfig } from '/src/app/runtime-config.ts'`,
          `export async function startApiMocking() { const started = await startBrowserFakeBackend(getRuntimeConfig().hybrid); if (!started.ownsPage) startPanel(); return started }`,
        ].join('\n')
      }
      if ((mode === 'server' || mode === 'hybrid') && devServer) {
        return `import { startPanel } from '/mocks/panel/start.ts'\nexport async function startApiMocking() { startPanel(); return { ownsPage: false } }`
      }
      return `export async function startApiMocking() { return { ownsPage: false } }`
    },
  }
}

/**
 * Serves the fake backend under /api on the dev server itself, and its real-time channel
 * (socket.io at /api/socket.io) on the same HTTP server. Both load mocks/ through
 * `ssrLoadModule`, so they share one module instance: one database, one event bus. In hybrid
 * mode the fake backend passes the operations it does not answer on to the real API, for the
 * server render and the browser alike.
 */
function fakeApiOnDevServer(hybrid: HybridSettings | null): Plugin {
  return {
    name: 'app:fake-api-dev-server',
    configureServer(server) {
      server.middlewares.use('/api', (req, res, next) => {
        Promise.all([
          server.ssrLoadModule('/mocks/http/node-adapter.ts'),
          server.ssrLoadModule('/mocks/hybrid/routing.ts'),
        ])
          .then(([adapter, hybridRouting]) => {
            // Handed in with every request: a change under mocks/ gives the dev server fresh modules.
            const { routing, useHybridSettings } = hybridRouting as typeof import('./mocks/hybrid/routing.ts')
            useHybridSettings(routing, hybrid)
            return (adapter as typeof import('./mocks/http/node-adapter.ts')).handleNodeRequest(req, res, '/api')
          })
          .catch(next)
      })
      const httpServer = server.httpServer
      if (!httpServer) return
      const loadChannel = async () =>
        ((await server.ssrLoadModule('/mocks/realtime/channel.ts')) as typeof import('./mocks/realtime/channel.ts'))
          .realtimeChannel
      httpServer.once('listening', () => {
        server
          .ssrLoadModule('/mocks/realtime/socket-server.ts')
          .then((mod) =>
            (mod as typeof import('./mocks/realtime/socket-server.ts')).attachRealtimeServer(httpServer, loadChannel),
          )
          .catch((error: unknown) =>
            server.config.logger.error(`The fake real-time channel failed to start: ${String(error)}`),
          )
      })
    },
  }
}

/**
 * openapi/openapi.yaml imported as the part of it the fake backend's request check reads
 * (mocks/contract/requests/request-part.ts), which imports it lazily. Only mocks/ import it, so
 * a production build never contains it (scripts/check-dist.mjs).
 */
function contractModule(): Plugin {
  return {
    name: 'app:contract-module',
    transform(code, id) {
      if (id.endsWith('/openapi/openapi.yaml'))
        return { code: `export default ${JSON.stringify(requestPart(parseYaml(code)))}`, map: null }
    },
  }
}

/**
 * public/mockServiceWorker.js serves the demo build and Storybook; a build that talks to a real
 * API must not ship it (Vite copies all of public/ into every build).
 */
function dropMockWorker(): Plugin {
  return {
    name: 'app:drop-mock-worker',
    apply: 'build',
    writeBundle(options) {
      if (options.dir) rmSync(join(options.dir, 'mockServiceWorker.js'), { force: true })
    },
  }
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy of each text file of the client build,
 * which `npm start` serves to browsers that take them (srvx's static `encodings`): compressed
 * once at the highest level instead of per request at a fast one.
 */
function precompressClientFiles(): Plugin {
  return {
    name: 'app:precompress-client-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    writeBundle(options, bundle) {
      if (!options.dir) return
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(?:js|css|html|svg|json|txt|xml|webmanifest)$/.test(fileName)) continue
        const file = join(options.dir, fileName)
        const source = readFileSync(file)
        if (source.length < 1024) continue
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length },
          }),
        )
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }))
      }
    },
  }
}

/**
 * TanStack Start's client always carries the fetcher for server functions (seroval and its
 * plugins, 11 KB gzip, on every page's first load), since its hydration registers their
 * serialization whether an app has any or not. This app has none (the API is the only server it
 * calls; eslint forbids `createServerFn`), so the client build gets a fetcher that says so.
 * The build fails if Start stops importing the fetcher from where this expects it.
 */
function withoutServerFunctionFetcher(): Plugin {
  const stubId = '\0app:no-server-function-fetcher'
  let replaced = false
  return {
    name: 'app:no-server-function-fetcher',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(id, importer) {
      if (
        !id.endsWith('/serverFnFetcher.js') ||
        !importer?.replaceAll('\\', '/').includes('/@tanstack/start-client-core/dist/esm/')
      )
        return
      replaced = true
      return stubId
    },
    load(id) {
      if (id !== stubId) return
      // With no server function, there is no answer whose post-processing to track either.
      return `export function serverFnFetcher() { throw new Error('This app has no server functions') }\nexport function trackPostProcessPromise() {}`
    },
    buildEnd(error) {
      if (!error && !replaced)
        this.error(
          '@tanstack/start-client-core no longer imports its serverFnFetcher.js: update withoutServerFunctionFetcher',
        )
    },
  }
}

/**
 * Vitest and Storybook render components on their own: no Start server, no routes, no fake API
 * on a dev server (stories and tests bring their own fake backend).
 */
const isComponentHost = Boolean(process.env.VITEST || process.env.STORYBOOK)

/**
 * Builds that render in the browser only, from one prerendered shell (no server at run time):
 * - `demo`: the static demo, fake backend in the browser (dist-demo);
 * - `spa`: the same app against the API at VITE_API_BASE_URL (dist-spa), for static hosting
 *   and for the benchmark that compares it with the server render.
 */
const CLIENT_ONLY_MODES = { demo: 'dist-demo', spa: 'dist-spa' } as const
type ClientOnlyMode = keyof typeof CLIENT_ONLY_MODES

function isClientOnlyMode(mode: string | undefined): mode is ClientOnlyMode {
  return mode !== undefined && Object.hasOwn(CLIENT_ONLY_MODES, mode)
}

/**
 * Hybrid mode's settings from the environment, checked against the contract, or a refusal to
 * start naming every problem. Only the dev server and the demo fake anything: a build that
 * talks to a real API alone has no fake backend to split the calls with.
 */
function hybridSettingsOf(env: Record<string, string | undefined>, hosted: boolean): HybridSettings {
  if (!hosted)
    throw new Error(
      'VITE_API_MOCKING=hybrid is for `npm run dev` and `npm run build:demo` (the builds with a fake backend)',
    )
  const operations = requestOperations(
    requestPart(parseYaml(readFileSync(new URL('./openapi/openapi.yaml', import.meta.url), 'utf8'))),
  )
  const checked = hybridSettings(hybridInputFromEnv(env), operations)
  if ('problems' in checked)
    throw new Error(`Hybrid mode (VITE_API_MOCKING=hybrid) cannot start:\n- ${checked.problems.join('\n- ')}`)
  return checked.settings
}

/** React, the router, Query and Lingui: the file every page loads first (codeSplitting below). */
const FRAMEWORK_CHUNK = 'framework'

export default defineConfig(({ mode, command }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
  // Start prerenders the SPA shell through `vite.preview()`, which loads this file again
  // without `--mode` (and would then look for the server build in dist/): remember the mode
  // in this process's environment for that second load.
  if (isClientOnlyMode(mode)) process.env.APP_CLIENT_ONLY_BUILD = mode
  const clientOnly = isClientOnlyMode(mode)
    ? mode
    : isClientOnlyMode(process.env.APP_CLIENT_ONLY_BUILD)
      ? process.env.APP_CLIENT_ONLY_BUILD
      : null
  const askedMode = env.VITE_API_MOCKING as ApiMocking | undefined
  const apiMockingMode: ApiMocking =
    clientOnly === 'demo'
      ? askedMode === 'hybrid'
        ? 'hybrid'
        : 'browser'
      : clientOnly === 'spa'
        ? 'off'
        : (askedMode ?? (command === 'serve' ? 'server' : 'off'))
  // Not the preview server Start prerenders a client-only build's shell with.
  const devServer = command === 'serve' && clientOnly === null
  // The demo's build checks the settings its page will carry (getRuntimeConfig); the dev server uses them.
  const hybrid =
    apiMockingMode === 'hybrid' && !isComponentHost ? hybridSettingsOf(env, devServer || clientOnly === 'demo') : null

  return {
    resolve: { alias: { '~': srcDir, '@testing': testingDir } },
    define: {
      'import.meta.env.VITE_API_MOCKING': JSON.stringify(apiMockingMode),
      'import.meta.env.VITE_SPA_SHELL': JSON.stringify(clientOnly !== null),
    },
    server: { port: Number(env.PORT ?? 3000), strictPort: true },
    plugins: [
      apiMocking(apiMockingMode, devServer),
      contractModule(),
      apiMockingMode === 'browser' || clientOnly === 'demo' ? null : dropMockWorker(),
      compileWithTheFile(FRAMEWORK_CHUNK),
      clientOnly ? null : precompressClientFiles(),
      isComponentHost ? null : withoutServerFunctionFetcher(),
      (apiMockingMode === 'server' || apiMockingMode === 'hybrid') && devServer && !isComponentHost
        ? fakeApiOnDevServer(hybrid)
        : null,
      isComponentHost
        ? null
        : tanstackStart({
            srcDirectory: 'src',
            spa: clientOnly ? { enabled: true } : undefined,
            router: {
              // Loaders leave the first load too: a page needs only its own. Everything split out of
              // a route shares one chunk: each chunk costs an import and its file list in the entry,
              // and the router loads a route's parts together anyway.
              codeSplittingOptions: {
                defaultBehavior: [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
              },
            },
          }),
      react(),
      babel({ presets: [linguiTransformerBabelPreset()] }),
      lingui(),
    ],
    build: {
      // One stylesheet (13 KB gzip) for every page: a first visit waits on one render-blocking
      // file instead of ten, and a client-side navigation never waits for CSS (npm run bench).
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: FRAMEWORK_CHUNK,
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query|start-client-core|react-start|react-start-client|router-ssr-query-core|react-router-ssr-query)|seroval|seroval-plugins|@lingui[\\/](core|react)|use-sync-external-store|cookie-es|tiny-invariant|tiny-warning)[\\/]/,
              },
              // The small shared parts nearly every page shows (list states, icons, buttons, numbers,
              // dates): one file instead of a dozen, each of which cost an import list of its own
              // (and a line in the framework's list of files). Not the client entry's error reporting
              // (caught-error): what the entry imports loads on every page, and `/` shows none of
              // these parts before its sections hydrate (3.2 KB).
              {
                name: 'common',
                test: /src[\\/]shared[\\/](lib[\\/](format|clsx|safe-url|lazy-hydrated|memo)|i18n[\\/]plural-category\.|ui[\\/](list-states|skeleton|icon|button|coins|countdown|notice)[\\/])/,
              },
            ],
          },
        },
      },
      ...(clientOnly ? { outDir: CLIENT_ONLY_MODES[clientOnly] } : {}),
    },
  }
})
