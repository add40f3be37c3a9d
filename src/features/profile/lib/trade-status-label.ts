import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Schemas } from '~/api/types'

/** Spec section 4: waiting, sold, purchase, shipment (`sended`), delivered, error. */
export const tradeStatusLabel: Record<Schemas['TradeStatus'], MessageDescriptor> = {
  waiting: msg`Waiting`,
  sold: msg`Sold`,
  purchase: msg`Purchase`,
  sended: msg`Shipment`,
  delivered: msg`Delivered`,
  error: msg`Error`,
}
