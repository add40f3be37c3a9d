import type { CurrentUser } from '~/shared/core-data/core-query'

/** Spec section 9: the marketing-flag check interval. */
export const MK_POLL_INTERVAL_MS = 5000
/** Marketing-consent type 1 (spec section 3: MK1 = 1). */
export const MK1 = 1
/**
 * The auto-sell and prevent-tab toggles. They are not part of this app's pages (nothing in the
 * spec renders them); whatever puts one on the page marks it with this attribute.
 */
export const MK_TOGGLE_SELECTOR = '[data-mk-toggle]'

/**
 * How this reads spec section 4, "while a signed-in user has no mk1 flag, a call is made every
 * 5 s until the page contains an auto-sell or prevent-tab toggle":
 * - nothing runs for guests or once `mk1` is set;
 * - every 5 s, if such a toggle is on the page the polling ends for this page (without a call);
 *   otherwise POST /mk with type 1 is sent;
 * - a successful call sets `mk1`, which ends the polling; a failed one (silent) is retried on
 *   the next tick.
 * So in practice one call about 5 s after load, unless a toggle is already there. (The other
 * possible reading, "check every 5 s and call once a toggle appears", was not chosen: the
 * spec names the call, not the check, as what repeats.)
 */
export function marketingPollTick(user: Pick<CurrentUser, 'mk1'> | null, toggleOnPage: boolean): 'stop' | 'send' {
  if (user === null || user.mk1 || toggleOnPage) return 'stop'
  return 'send'
}
