// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Schemas } from '~/api/types'
import { coreQueryKey, type Core } from '~/shared/core-data/core-query'
import { createFakeFetch } from '~/shared/testing/fake-fetch'
import { makeCaseItem, makeSignedInCore } from '~/shared/testing/fixtures'
import { renderWithApp } from '~/shared/testing/render-with-app'
import { caseQueryKey } from '../api/case'
import { AvailableItemPanel } from './available-item-panel'

const item = makeCaseItem()

describe('AvailableItemPanel', () => {
  it('sells the drop: the answered balance reaches the header data and the drop is gone', async () => {
    const fake = createFakeFetch({
      'POST /cases/starter/available-item/sell': () => Response.json({ data: { balance: 1253.62 } }),
    })
    const { queryClient, services } = await renderWithApp(<AvailableItemPanel slug="starter" item={item} />, {
      core: makeSignedInCore({ balance: 1250.5, tradelink: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=a' }),
      fetch: fake.fetch,
    })
    queryClient.setQueryData(caseQueryKey('starter'), { availableItem: item })

    await userEvent.click(screen.getByRole('button', { name: 'Sell for 3.12 coins' }))

    await waitFor(() => expect(queryClient.getQueryData<Core>(coreQueryKey)?.currentUser?.balance).toBe(1253.62))
    expect(queryClient.getQueryData<Schemas['Case']>(caseQueryKey('starter'))?.availableItem).toBeNull()
    expect(services.toasts.getSnapshot().map((toast) => toast.text)).toEqual(['Sold for 3.12 coins.'])
  })

  it('sends the drop to the tradelink and blocks selling meanwhile', async () => {
    let release: () => void = () => {}
    const fake = createFakeFetch({
      'POST /cases/starter/available-item/send': async () => {
        await new Promise<void>((resolve) => {
          release = resolve
        })
        return Response.json({
          data: { id: 1, marketHashName: item.marketHashName, price: 3.12, status: 'waiting', rarityColor: '#4b69ff', image: item.image, createdAt: '2025-03-14T10:16:00Z' },
        })
      },
    })
    await renderWithApp(<AvailableItemPanel slug="starter" item={item} />, { core: makeSignedInCore(), fetch: fake.fetch })

    await userEvent.click(screen.getByRole('button', { name: 'Send to my tradelink' }))
    expect(screen.getByRole('button', { name: 'Sell for 3.12 coins' })).toHaveProperty('disabled', true)
    release()
    await waitFor(() => expect(fake.callsTo('POST /cases/starter/available-item/send')).toHaveLength(1))
    expect(fake.callsTo('POST /cases/starter/available-item/sell')).toHaveLength(0)
  })

  it('points a user without a tradelink to the profile', async () => {
    await renderWithApp(<AvailableItemPanel slug="starter" item={item} />, { core: makeSignedInCore({ tradelink: null }) })
    expect(screen.getByRole('link', { name: 'profile' }).getAttribute('href')).toBe('/en/profile')
  })
})
