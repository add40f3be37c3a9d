import { setupServer } from 'msw/node'
import { handlers } from './handlers/index.ts'

/**
 * The fake backend inside a Node process (Vitest): intercepts `fetch` to any origin's `/api`.
 * Tests call `server.listen()`, `reset()` the database in `beforeEach`, and `server.close()`.
 */
export const server = setupServer(...handlers)
