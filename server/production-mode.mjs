// `npm start` serves the production build, and React's development build (owner stacks, checks,
// `console.createTask`) would make every page cost about twice the CPU. Libraries pick their build
// from NODE_ENV when first loaded, so it is settled before the app's bundle is imported, and what
// was loaded is checked afterwards.
import { createRequire } from 'node:module'

/**
 * NODE_ENV=production when unset; another value is refused (null means fine).
 * @param {NodeJS.ProcessEnv} env
 */
export function settleProductionMode(env) {
  if (!env.NODE_ENV) env.NODE_ENV = 'production'
  if (env.NODE_ENV === 'production') return null
  return `NODE_ENV=${env.NODE_ENV}: npm start serves the production build and runs only with NODE_ENV=production (or unset). Use npm run dev for development.`
}

const DEVELOPMENT_BUILD = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]cjs[\\/][^\\/]+\.development\.js$/
const PRODUCTION_BUILD = /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-server[^\\/]*\.production\.js$/

/**
 * Which React build this process has run, read from Node's module cache: 'production',
 * 'development' (any development file at all) or 'not loaded'. Only modules that ran count: to
 * import a CommonJS package, Node reads the files of both its branches for their export names,
 * and those stay in the cache unloaded.
 * @returns {'production' | 'development' | 'not loaded'}
 */
export function loadedReactBuild() {
  const files = Object.entries(createRequire(import.meta.url).cache)
    .filter(([, module]) => module?.loaded)
    .map(([file]) => file)
  if (files.some((file) => DEVELOPMENT_BUILD.test(file))) return 'development'
  if (files.some((file) => PRODUCTION_BUILD.test(file))) return 'production'
  return 'not loaded'
}
