import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { tradeStatusLabel } from './trade-status-label'

describe('tradeStatusLabel', () => {
  it('names every trade status, `sended` being the shipment', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    expect(
      Object.fromEntries(Object.entries(tradeStatusLabel).map(([status, label]) => [status, i18n._(label)])),
    ).toEqual({
      waiting: 'Waiting',
      sold: 'Sold',
      purchase: 'Purchase',
      sended: 'Shipment',
      delivered: 'Delivered',
      error: 'Error',
    })
  })
})
