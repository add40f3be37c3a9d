import { adminHandlers } from './admin/index.ts'
import { articleHandlers } from './articles.ts'
import { authHandlers } from './auth.ts'
import { cardHandlers } from './cards.ts'
import { caseHandlers } from './cases.ts'
import { categoryHandlers } from './categories.ts'
import { consentHandlers } from './consent.ts'
import { contactHandlers } from './contacts.ts'
import { contractCheckHandlers } from './contract-check.ts'
import { controlHandlers } from './control.ts'
import { coreHandlers } from './core.ts'
import { fakeImageHandlers } from './fake-images.ts'
import { fakePlatformHandlers } from './fake-platform.ts'
import { faultHandlers } from './faults.ts'
import { giveawayHandlers } from './giveaways.ts'
import { hybridHandlers, realApiAddressHandlers } from './hybrid.ts'
import { notificationHandlers } from './notifications.ts'
import { profileHandlers } from './profile.ts'
import { referralHandlers } from './referral.ts'
import { requestLimitHandlers } from './request-limits.ts'
import { routeTable } from './route-table.ts'
import { searchHandlers } from './search.ts'
import { shopHandlers } from './shop.ts'
import { socialHandlers } from './social.ts'
import { taskHandlers } from './tasks.ts'

/** Every handler of the fake backend; the browser worker, msw/node and the HTTP server all use this array. */
export const handlers = [
  // In hybrid mode, the real API's own addresses are left to it.
  ...realApiAddressHandlers,
  // Before anything matches the path: an address too long for msw to match is a 414.
  ...requestLimitHandlers,
  // Then a request that breaks the contract is a 400 naming the mismatch (mocks/contract/requests/check.ts).
  ...contractCheckHandlers,
  // Then a planned failure replaces whatever would answer.
  ...faultHandlers,
  // Then, in hybrid mode, an operation the real API answers goes there.
  ...hybridHandlers,
  // Then the operations, behind one handler that tries only those a call could match (./route-table.ts).
  routeTable([
    ...coreHandlers,
    ...authHandlers,
    ...articleHandlers,
    ...categoryHandlers,
    ...cardHandlers,
    ...shopHandlers,
    ...profileHandlers,
    ...socialHandlers,
    ...caseHandlers,
    ...taskHandlers,
    ...giveawayHandlers,
    ...referralHandlers,
    ...searchHandlers,
    ...consentHandlers,
    ...notificationHandlers,
    ...contactHandlers,
    ...adminHandlers,
    ...fakeImageHandlers,
    ...fakePlatformHandlers,
    ...controlHandlers,
  ]),
]
