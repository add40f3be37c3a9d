import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['ru', 'en'],
  fallbackLocales: { default: 'en' },
  // The admin panel's texts are a catalog of their own, loaded by the panel: every public page
  // carries its catalog inline in the HTML, and half the messages are the panel's.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.*', '**/*.stories.*', 'src/features/admin/**'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/admin',
      include: ['src/features/admin'],
      exclude: ['**/*.test.*', '**/*.stories.*'],
    },
    // The fake backend's control panel (dev server and demo only) has its own small catalog.
    {
      path: '<rootDir>/mocks/panel/locales/{locale}/messages',
      include: ['mocks/panel'],
      exclude: ['**/*.test.*', '**/*.stories.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
