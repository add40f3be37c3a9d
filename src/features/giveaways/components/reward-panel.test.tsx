// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Schemas } from '~/api/types'
import { createFakeFetch } from '~/shared/testing/fake-fetch'
import { makeGiveaway, makeSignedInCore } from '~/shared/testing/fixtures'
import { renderWithApp } from '~/shared/testing/render-with-app'
import { giveawayQueryKey } from '../api/giveaway'
import { RewardPanel } from './reward-panel'

describe('RewardPanel', () => {
  it('takes a reward with the captcha token and shows the key to copy', async () => {
    const fake = createFakeFetch({
      'POST /giveaways/rust-keys/reward': () => Response.json({ data: { id: 88, reward: '7H3KQ-XW2PL-9MZ4D' } }),
      'GET /giveaways/rust-keys': () => Response.json({ data: makeGiveaway({ rewardsCount: 6, userLastReward: { id: 88, reward: '7H3KQ-XW2PL-9MZ4D' } }) }),
      'GET /giveaways/last-rewards': () => Response.json({ data: [] }),
    })
    const { queryClient } = await renderWithApp(<RewardPanel giveaway={makeGiveaway()} />, { core: makeSignedInCore(), fetch: fake.fetch })
    queryClient.setQueryData(giveawayQueryKey('rust-keys'), makeGiveaway())

    await userEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }))
    await userEvent.click(screen.getByRole('button', { name: 'Take the reward' }))

    await waitFor(() => expect(queryClient.getQueryData<Schemas['Giveaway']>(giveawayQueryKey('rust-keys'))?.userLastReward?.reward).toBe('7H3KQ-XW2PL-9MZ4D'))
    expect((await fake.callsTo('POST /giveaways/rust-keys/reward')[0]!.formData()).get('captchaToken')).toMatch(/\S+/)
    expect(queryClient.getQueryData<Schemas['Giveaway']>(giveawayQueryKey('rust-keys'))?.rewardsCount).toBe(6)
  })

  it('shows a taken reward with a copy button', async () => {
    await renderWithApp(<RewardPanel giveaway={makeGiveaway({ userLastReward: { id: 88, reward: 'SPRING-25' } })} />, { core: makeSignedInCore() })
    expect(screen.getByText('Your game key')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy SPRING-25' })).toBeTruthy()
  })

  it('says when nothing can be taken', async () => {
    const { unmount } = await renderWithApp(<RewardPanel giveaway={makeGiveaway({ status: 'ended' })} />, { core: makeSignedInCore() })
    expect(screen.getByText('The giveaway has ended.')).toBeTruthy()
    unmount()
    await renderWithApp(<RewardPanel giveaway={makeGiveaway({ rewardsCount: 0 })} />, { core: makeSignedInCore() })
    expect(screen.getByText('No rewards are left.')).toBeTruthy()
  })
})
