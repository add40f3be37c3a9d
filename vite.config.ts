import { defineConfig, loadEnv, type Plugin } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { fileURLToPath } from 'node:url'

const srcDir = fileURLToPath(new URL('./src', import.meta.url))

/**
 * Where the app gets its API from is configuration, never code:
 * - `server`: the dev server hosts the fake backend over HTTP under /api, so the
 *   server-rendered page and the browser share one fake state;
 * - `browser`: the fake backend runs in a service worker (static demo);
 * - `off`: the real API at VITE_API_BASE_URL (production).
 */
type ApiMocking = 'server' | 'browser' | 'off'

const API_MOCKING_ID = 'virtual:api-mocking'

/** Resolves the mocking entry to the fake backend only when the build asks for it. */
function apiMocking(mode: ApiMocking): Plugin {
  return {
    name: 'app:api-mocking',
    enforce: 'pre',
    resolveId(id) {
      if (id === API_MOCKING_ID) return '\0' + API_MOCKING_ID
    },
    load(id) {
      if (id !== '\0' + API_MOCKING_ID) return
      if (mode === 'browser') return `export { startBrowserFakeBackend as startApiMocking } from '/mocks/browser/start.ts'`
      return `export async function startApiMocking() { return { ownsPage: false } }`
    },
  }
}

/** Serves the fake backend under /api on the dev server itself. */
function fakeApiOnDevServer(): Plugin {
  return {
    name: 'app:fake-api-dev-server',
    configureServer(server) {
      server.middlewares.use('/api', (req, res, next) => {
        server
          .ssrLoadModule('/mocks/http/node-adapter.ts')
          .then((mod) => (mod as typeof import('./mocks/http/node-adapter.ts')).handleNodeRequest(req, res, '/api'))
          .catch(next)
      })
    },
  }
}

/**
 * Vitest and Storybook render components on their own: no Start server, no routes, no fake API
 * on a dev server (stories and tests bring their own fake backend).
 */
const isComponentHost = Boolean(process.env.VITEST || process.env.STORYBOOK)

export default defineConfig(({ mode, command }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
  const isDemo = mode === 'demo'
  const apiMockingMode: ApiMocking = isDemo
    ? 'browser'
    : ((env.VITE_API_MOCKING as ApiMocking | undefined) ?? (command === 'serve' ? 'server' : 'off'))

  return {
    resolve: { alias: { '~': srcDir } },
    define: {
      'import.meta.env.VITE_API_MOCKING': JSON.stringify(apiMockingMode),
    },
    server: { port: Number(env.PORT ?? 3000), strictPort: true },
    plugins: [
      apiMocking(apiMockingMode),
      apiMockingMode === 'server' && command === 'serve' && !isComponentHost ? fakeApiOnDevServer() : null,
      isComponentHost
        ? null
        : tanstackStart({
            srcDirectory: 'src',
            spa: isDemo ? { enabled: true } : undefined,
          }),
      react(),
      babel({ presets: [linguiTransformerBabelPreset()] }),
      lingui(),
    ],
    build: isDemo ? { outDir: 'dist-demo' } : undefined,
  }
})
