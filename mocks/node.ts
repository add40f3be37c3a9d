import { setupServer } from 'msw/node'
import { handlers } from './handlers/index.ts'

/**
 * The fake backend inside a Node process (Vitest): intercepts `fetch` to any origin's `/api`.
 * Tests call `server.listen()`, `reset()` the database in `beforeEach`, and `server.close()`.
 * Unlike the interactive hosts it keeps the clock frozen at CLOCK_START_MS and seeds relative
 * to that, so every run sees the same dates, byte for byte.
 */
export const server = setupServer(...handlers)
