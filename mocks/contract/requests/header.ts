/** Set on the 400 of a request that breaks the contract, so e2e fails a test that saw one (e2e/fixtures.ts). */
export const CONTRACT_MISMATCH_HEADER = 'X-Fake-Contract-Mismatch'
