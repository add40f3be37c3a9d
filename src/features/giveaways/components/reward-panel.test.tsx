// @vitest-environment happy-dom
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Schemas } from '~/api/types'
import { useApi } from '~/shared/services/app-services'
import { renderWithApp, type RenderWithAppOptions } from '@testing/render/render-with-app'
import { giveawayQueryOptions } from '../api/giveaway'
import { RewardPanel } from './reward-panel'
import { giveawaysKeys } from '../api/keys'

// The fake backend's seed: the Cyberpunk key giveaway is active with 7 keys and wants level 5;
// `regular-giveaway-ready` has done its tasks; the Hades key giveaway has ended.

/** The panel with the giveaway as the server has it, as the giveaway page composes them. */
function ServedGiveaway({ slug }: { slug: string }) {
  const giveaway = useSuspenseQuery(giveawayQueryOptions(useApi(), slug)).data
  return <RewardPanel giveaway={giveaway} />
}

const renderGiveaway = (slug: string, options: RenderWithAppOptions) =>
  renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <ServedGiveaway slug={slug} />
    </Suspense>,
    options,
  )

async function served(fetch: typeof globalThis.fetch, slug: string): Promise<Schemas['Giveaway']> {
  return ((await (await fetch(`http://localhost/api/giveaways/${slug}`)).json()) as { data: Schemas['Giveaway'] }).data
}

describe('RewardPanel', () => {
  it('takes a reward with the captcha token and shows the key the server gave, to copy', async () => {
    const { queryClient, backend } = await renderGiveaway('cyberpunk-key', { scenario: 'regular-giveaway-ready' })

    await userEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }))
    await userEvent.click(screen.getByRole('button', { name: 'Take the reward' }))

    const cached = () => queryClient.getQueryData<Schemas['Giveaway']>(giveawaysKeys.detail('cyberpunk-key'))
    await waitFor(() => expect(cached()?.userLastReward).toBeTruthy())
    const server = await served(backend.fetch, 'cyberpunk-key')
    expect(cached()?.userLastReward).toEqual(server.userLastReward)
    expect(cached()?.rewardsCount).toBe(6)
    expect((await backend.callsTo('post', '/giveaways/{slug}/reward')[0]!.formData()).get('captchaToken')).toMatch(
      /\S+/,
    )

    expect(await screen.findByText('Your game key')).toBeTruthy()
    expect(screen.getByRole('button', { name: `Copy ${server.userLastReward!.reward}` })).toBeTruthy()
  })

  it('says first that the level is too low', async () => {
    await renderGiveaway('cyberpunk-key', { persona: 'new' })
    expect(await screen.findByText('Your Steam level is too low for this giveaway')).toBeTruthy()
  })

  it('says when nothing can be taken', async () => {
    const { unmount, backend } = await renderGiveaway('hades-key', { persona: 'regular' })
    expect(await screen.findByText('The giveaway has ended.')).toBeTruthy()
    // No seeded giveaway is active with its rewards gone: the served one, with none left.
    const cyberpunk = await served(backend.fetch, 'cyberpunk-key')
    unmount()
    await renderWithApp(<RewardPanel giveaway={{ ...cyberpunk, rewardsCount: 0 }} />, { persona: 'regular' })
    expect(screen.getByText('No rewards are left.')).toBeTruthy()
  })
})
