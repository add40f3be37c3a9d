/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API the app talks to; relative (`/api`) means the same host as the site. */
  readonly VITE_API_BASE_URL?: string
  /** Set by vite.config.ts: `server`, `browser`, `hybrid` or `off`. */
  readonly VITE_API_MOCKING: 'server' | 'browser' | 'hybrid' | 'off'
  /** Set by vite.config.ts: the build renders in the browser from one prerendered shell (demo, spa). */
  readonly VITE_SPA_SHELL: boolean
}

declare module 'virtual:api-mocking' {
  /** Starts the in-browser fake backend when the build is configured for it. */
  export function startApiMocking(): Promise<{ ownsPage: boolean }>
}
