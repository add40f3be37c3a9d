import type { StorybookConfig } from '@storybook/react-vite'

/**
 * Written by hand (`storybook init` fails on this registry). The Vite config of the app is
 * reused; it leaves out TanStack Start and the dev-server fake API when STORYBOOK is set, so
 * stories get the Lingui macro/catalog plugins and the `~` alias only.
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx', '../mocks/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The MSW worker script (public/mockServiceWorker.js, from `msw init public --save`).
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
}

export default config
