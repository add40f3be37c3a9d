// @ts-check
import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, globalIgnores } from 'eslint/config'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX, createNodeResolver } from 'eslint-plugin-import-x'

const root = fileURLToPath(new URL('.', import.meta.url))

/** One boundary zone per feature folder, read when ESLint starts, so a new feature is covered at once. */
function featureZones() {
  const featuresDir = new URL('./src/features', import.meta.url)
  if (!existsSync(featuresDir)) return []
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `./src/features/${entry.name}`,
      from: './src/features',
      except: [`./${entry.name}`],
      message: 'A feature never imports another feature: move what both need into src/shared.',
    }))
}

/** The layers of docs/architecture.md ("Folders"): routes -> app -> features -> shared -> api; src never reaches mocks. */
const boundaryZones = [
  {
    target: './src',
    from: './mocks',
    message: 'The app never imports the fake backend; the build wires it in through virtual:api-mocking.',
  },
  ...featureZones(),
  {
    target: ['./src/shared', './src/api'],
    from: ['./src/features', './src/app', './src/routes'],
    message: 'Shared code and the API layer import no feature, app or route code.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/routes'],
    message: 'Features do not import the app composition or route files.',
  },
  {
    target: './mocks',
    from: './src',
    except: ['./api/schema.d.ts', './api/contract-types.ts', './api/realtime-events.ts', './api/field-rules.gen.ts'],
    message:
      'The fake backend only uses what src/api derives from the contract: the generated schema and field rules, the type helpers over them and the real-time events.',
  },
]

/**
 * The test harness runs the fake backend; tests and stories may use it, the app may not. It is
 * testing/ (backend/: the test backend and the fresh state of each file; render/: renderWithApp;
 * stories/: story decorators and hooks; fixtures/: hand-made props; api-override.ts), plus a
 * feature's own story and test kit in its test-harness/ folder, which counts as test code.
 * Everything else in boundaryZones holds for tests and stories too, src never importing mocks/ included.
 */
const harnessZone = {
  target: './src',
  from: ['./testing/**', './src/features/*/test-harness/**'],
  message:
    "Only tests and stories use the test harness (testing/, a feature's test-harness/); the app never runs on the fake backend in code.",
}
const testAndStoryFiles = [
  'src/**/*.stories.tsx',
  'src/**/*.test.{ts,tsx}',
  'src/features/*/test-harness/**/*.{ts,tsx}',
]
// The client build drops Start's server-function fetcher (vite.config.ts, withoutServerFunctionFetcher).
const noServerFunctions = {
  name: '@tanstack/react-start',
  importNames: ['createServerFn'],
  message:
    'The app has no server functions: it calls the API through src/api (the client build has no fetcher for them).',
}

/**
 * Why a page makes no `Intl.NumberFormat` or `Intl.DateTimeFormat` while it wakes up: the first one
 * starts the browser's number and date formatting, about 20 ms at full speed and most of a 130 ms
 * task on a slow phone (docs/performance.md). Lingui's plurals make one for every message.
 */
const formatsByHand =
  'Public pages write numbers and dates with src/shared/lib/format.ts and format-date.ts, by hand: the first Intl number or date format a page makes costs its wake-up about 20 ms at full speed.'
const noLinguiPlurals = [
  {
    name: '@lingui/react/macro',
    importNames: ['Plural', 'SelectOrdinal'],
    message:
      "Lingui writes a plural's number with an Intl.NumberFormat: use <Select value={pluralCategory(count, locale)}> (src/shared/i18n/plural-category.ts).",
  },
  {
    name: '@lingui/core/macro',
    importNames: ['plural', 'selectOrdinal'],
    message:
      "Lingui writes a plural's number with an Intl.NumberFormat: use select(pluralCategory(count, locale), …) (src/shared/i18n/plural-category.ts).",
  },
]

export default defineConfig(
  globalIgnores([
    'node_modules/',
    'dist/',
    'dist-*/',
    'storybook-static/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    '.tanstack/',
    '.cache/',
    '.vitest/',
    'bench/results/',
    'screens/',
    'src/routeTree.gen.ts',
    'src/api/schema.d.ts',
    'src/api/field-rules.gen.ts',
    'public/mockServiceWorker.js',
  ]),
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: root,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
          alias: { '~': [`${root}src`], '@testing': [`${root}testing`] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...boundaryZones, harnessZone] }],
      'no-restricted-imports': ['error', { paths: [noServerFunctions] }],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Handlers and event props may return a promise on purpose (router navigation, mutations).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [noServerFunctions, ...noLinguiPlurals] }],
    },
  },
  {
    // What a page's wake-up would pay for. Not in the admin panel's own code, a client-side app loaded
    // after the page, which pays Intl's cost once.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/admin/**', ...testAndStoryFiles],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat)$/]",
          message: formatsByHand,
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]',
          message: formatsByHand,
        },
        {
          selector: "Property[key.name='component'][value.name='Outlet']",
          message:
            'Leave the component out: a route without one renders its matched child, and the router plugin splits `component: Outlet` into a file every page below it fetches before waking up (docs/performance.md).',
        },
      ],
    },
  },
  {
    files: testAndStoryFiles,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // A story's or a test's own answers are typed by the contract, so a renamed path or a changed body fails the typecheck.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            noServerFunctions,
            {
              name: 'msw',
              importNames: ['http', 'HttpResponse'],
              message: 'Replace an answer with apiOverride (testing/api-override.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'testing/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Plain JS (this file, scripts, the production server) is not part of the TS program.
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
)
