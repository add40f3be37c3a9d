import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { playwright } from '@vitest/browser-playwright'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.ts'

/**
 * Two test files at a time even on two cores, where Vitest's default is one: tests mostly wait
 * (on timers, the fake backend's answers, the browser), and the second file fills that time. On a
 * 2-core machine: unit and component 43 s with one, 26 s with two; the 1018 stories 267 s with
 * one, 164 s with two, 171 s with three. Set per project: Vitest does not pass the root's down.
 */
const maxWorkers = Math.max(2, availableParallelism() - 1)

/**
 * A test's limit, where Vitest's default is 5 s (15 s for stories): the first test or story of a
 * file loads the modules it renders, and a test that sanitizes the whole seed is heavy. On this
 * 2-core machine at load 19-28 such tests took 5-7 s (unit, component) and 17-21 s (the first story
 * of the header's and the burger's files), while passing alone in a second or two. The limit
 * catches a hang, not slowness.
 */
const testTimeout = 30_000

/**
 * Three projects over the app's own Vite config (Lingui macros and catalogs, the `~` alias);
 * vite.config.ts leaves TanStack Start out when VITEST is set.
 * - unit: logic in Node (src and the fake backend);
 * - component: React components in happy-dom;
 * - storybook: every story rendered in headless Chromium, with its a11y check.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          maxWorkers,
          testTimeout,
          environment: 'node',
          // Test files share their worker's modules: half the time was each file importing them
          // again (unit and component, 144 s isolated, 72 s shared). Nothing carries over: the fake
          // backend's process-wide controls are reset per file (testing/backend/fresh-fake-backend.ts), its
          // database and a test's own answers per test; files were run shuffled to check.
          isolate: false,
          include: [
            'src/**/*.test.ts',
            'testing/**/*.test.ts',
            'mocks/**/*.test.ts',
            'scripts/**/*.test.ts',
            'server/**/*.test.ts',
          ],
          setupFiles: ['./testing/backend/fresh-fake-backend.ts'],
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'component',
          maxWorkers,
          testTimeout,
          environment: 'happy-dom',
          isolate: false,
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts', './testing/backend/fresh-fake-backend.ts'],
        },
      },
      {
        extends: './vite.config.ts',
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Imported lazily (the real-time channel, the admin's rich-text editor), so Vite would find
        // them mid-run and reload the test iframes; optimizing them up front keeps every story file's iframe alive.
        optimizeDeps: {
          include: ['socket.io-client', '@tiptap/react', '@tiptap/starter-kit', '@tiptap/extension-image'],
        },
        test: {
          name: 'storybook',
          maxWorkers,
          testTimeout,
          // Story files share their browser page: the preview, the fake backend's service worker and
          // the app's modules load once per page instead of once per file. Nothing leaks from one
          // story to the next: the preview's loader gives every story a fresh fake state, services,
          // query cache and router. All 976 stories passed this way.
          isolate: false,
          // Several people may run story tests at once on one machine: take any free port.
          api: { port: 23315, strictPort: false },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
