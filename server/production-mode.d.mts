/** Sets NODE_ENV=production when unset; returns why another value is refused, else null. */
export function settleProductionMode(env: NodeJS.ProcessEnv): string | null
/** The React build this process has run, from Node's module cache. */
export function loadedReactBuild(): 'production' | 'development' | 'not loaded'
