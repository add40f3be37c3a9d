import type { KnipConfig } from 'knip'

/**
 * Dead files, unused exports and unused/unlisted dependencies. Knip's TanStack Router plugin
 * supplies Start's entries (src/router.tsx, client.tsx, server.ts and the generated route tree,
 * which reaches every route file); package.json scripts supply api:serve, the servers and the
 * scripts. Listed here: entry points that nothing imports by a path knip can see.
 */
const config: KnipConfig = {
  entry: [
    // Hosts of the fake backend: the demo's worker (loaded through the virtual:api-mocking
    // module of vite.config.ts), the dev-server middleware (ssrLoadModule), Node tests.
    'mocks/browser/start.ts',
    'mocks/panel/start.ts',
    'mocks/http/node-adapter.ts',
    'mocks/node.ts',
    'e2e/**/*.ts',
    '.storybook/*.{ts,tsx}',
    'scripts/**/*.{mjs,ts}',
  ],
  project: [
    'src/**/*.{ts,tsx}',
    'testing/**/*.{ts,tsx}',
    'mocks/**/*.{ts,tsx}',
    'e2e/**/*.ts',
    '.storybook/**/*.{ts,tsx}',
    'scripts/**/*.{mjs,ts}',
    'server/**/*.mjs',
  ],
  // Debian packages the nginx check uses (installed by .ci/run), not npm ones.
  ignoreBinaries: ['openssl'],
  ignoreDependencies: [
    // Pinned next to @tanstack/react-start, which includes it: the three upgrade together.
    '@tanstack/router-plugin',
  ],
}

export default config
