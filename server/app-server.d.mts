import type { Logger } from 'pino'
import type { ServerConfig } from './config.d.mts'
import type { ServerMetrics } from './metrics.d.mts'

export interface AppServerOptions {
  /** The app's fetch handler (dist/server/server.js). */
  app: { fetch(request: Request): Response | Promise<Response> }
  config: ServerConfig
  logger: Logger
  metrics: ServerMetrics
  /** dist/client: the files served as they are. */
  clientDir: string
}

export interface AppServer {
  handle(request: Request): Promise<Response>
  readonly draining: boolean
  /** Listens on config.port (0: any free port); resolves to the server's address. */
  listen(): Promise<string | undefined>
  /** Stops taking traffic and finishes what is in flight (see app-server.mjs). */
  drain(): Promise<void>
}

export function createAppServer(options: AppServerOptions): AppServer
