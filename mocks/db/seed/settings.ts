import type { Seeder } from './helpers.ts'

/** Coins the referrer gets per activated referral. */
export const REF_REWARD_CENTS = 2_500

export async function seedSettings(s: Seeder): Promise<void> {
  await s.db.settings.create({ id: 1, countryCode: null, refRewardCents: REF_REWARD_CENTS, sessionSeq: 0 })
}
