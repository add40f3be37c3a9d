/**
 * The `hybrid` project's two servers (playwright.config.ts): the demo build the browser-mock
 * project makes, served again in hybrid mode (no second build), and an `api:serve` playing the
 * real API behind it.
 */
const DEMO_PORT = Number(process.env.E2E_HYBRID_DEMO_PORT ?? 4314)
const REAL_API_PORT = Number(process.env.E2E_REAL_API_PORT ?? 4315)

export const hybridDemo = {
  port: DEMO_PORT,
  url: `http://localhost:${DEMO_PORT}`,
  realApiPort: REAL_API_PORT,
  realApiBaseUrl: `http://localhost:${REAL_API_PORT}/api`,
  /** A category's list of sites is the fake's; everything else is the real API's. */
  fakeOperations: 'listCategoryCards',
}
