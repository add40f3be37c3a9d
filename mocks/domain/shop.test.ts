import { describe, expect, it } from 'vitest'
import type { ShopItemRow } from '../db/schema/shop-items.ts'
import { freshDb, personaUser } from '../../testing/backend/fake-db.ts'
import { changeBalance, ledgerOf } from './coins.ts'
import { buyShopItem, listShopItems, parseShopFilter } from './shop.ts'
import { profileTrades } from './trades.ts'

function form(item: ShopItemRow, price = item.priceCents / 100) {
  return {
    classId: item.classId,
    instanceId: item.instanceId,
    marketHashName: item.marketHashName,
    gameId: String(item.gameId),
    price: String(price),
  }
}

describe('shop items', () => {
  it('filter by game, price range and rarity, sort by price, and page from 0', async () => {
    const db = await freshDb()
    const rust = listShopItems(db, parseShopFilter({ game: 'rust', sort: 'price_asc' }), 0)
    expect(rust).toMatchObject({ total: 15, currentPage: 0, lastPage: 1 })
    expect(rust.items.every((item) => item.gameId === 252490)).toBe(true)
    const prices = rust.items.map((item) => item.priceCents)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(listShopItems(db, parseShopFilter({ game: 'rust' }), 1).items).toHaveLength(3)
    const band = listShopItems(db, parseShopFilter({ price_from: '10', price_to: '100.5' }), 0)
    expect(band.total).toBeGreaterThan(0)
    for (const item of band.items) expect(item.priceCents >= 1_000 && item.priceCents <= 10_050).toBe(true)
    const covert = listShopItems(db, parseShopFilter({ rarity: 'covert', sort: 'price_desc' }), 0)
    expect(covert.items.every((item) => item.rarity === 'Covert')).toBe(true)
    expect(
      listShopItems(db, parseShopFilter({ search: 'ak-47' }), 0).items.every((item) =>
        item.marketHashName.includes('AK-47'),
      ),
    ).toBe(true)
  })

  it('reject malformed filters field by field', () => {
    expect(() => parseShopFilter({ game: 'csgo', price_from: 'cheap', sort: 'random' })).toThrowError(
      'invalid: filter.game, filter.price_from, filter.sort',
    )
  })
})

describe('buying', () => {
  it('deducts the price, records a purchase trade and takes the item off sale', async () => {
    const db = await freshDb()
    const item = listShopItems(db, parseShopFilter({ price_to: '100' }), 0).items[0]
    if (!item) throw new Error('the shop has cheap items')
    const purchase = await buyShopItem(db, personaUser(db, 'regular'), form(item))
    expect(purchase.balanceCents).toBe(25_000 - item.priceCents)
    expect(personaUser(db, 'regular').balanceCents).toBe(purchase.balanceCents)
    expect(ledgerOf(db, 2).at(-1)).toMatchObject({
      reason: 'shop-buy',
      amountCents: -item.priceCents,
      sourceId: purchase.trade.id,
    })
    expect(profileTrades(db, personaUser(db, 'regular'), 1).items[0]).toMatchObject({
      status: 'purchase',
      trade: { id: purchase.trade.id },
    })
    expect(listShopItems(db, {}, 0).total).toBe(79)
    await expect(buyShopItem(db, personaUser(db, 'rich'), form(item))).rejects.toMatchObject({
      kind: 'not-found',
      text: { en: 'This item is no longer on sale' },
    })
  })

  it('needs a tradelink', async () => {
    const db = await freshDb()
    const item = db.shopItems.all()[0]
    if (!item) throw new Error('the shop is seeded')
    await changeBalance(db, 1, 1_000_000, 'admin', null)
    await expect(buyShopItem(db, personaUser(db, 'new'), form(item))).rejects.toMatchObject({
      kind: 'rejected',
      text: { en: 'Set your tradelink in the profile first.' },
      needs: ['tradelink'],
    })
  })

  it('names all that a new user lacks at once, the coins (seen before pressing) before the tradelink', async () => {
    const db = await freshDb()
    const item = db.shopItems.all()[0]
    if (!item) throw new Error('the shop is seeded')
    const price = (item.priceCents / 100).toFixed(2)
    await expect(buyShopItem(db, personaUser(db, 'new'), form(item))).rejects.toMatchObject({
      kind: 'rejected',
      text: {
        en: `Not enough coins: you need ${price} coins more. Set your tradelink in the profile first.`,
        ru: `Не хватает монет: нужно ещё ${price.replace('.', ',')} монеты. Укажите трейд-ссылку в профиле.`,
      },
      needs: ['coins', 'tradelink'],
    })
  })

  it('says a changed price before what the user lacks: the coins needed depend on it', async () => {
    const db = await freshDb()
    const item = db.shopItems.all()[0]
    if (!item) throw new Error('the shop is seeded')
    await expect(buyShopItem(db, personaUser(db, 'new'), form(item, item.priceCents / 100 + 1))).rejects.toMatchObject({
      text: { en: expect.stringMatching(/^The price has changed/) as unknown },
      needs: [],
    })
  })

  it('refuses a changed price and names the new one', async () => {
    const db = await freshDb()
    const item = db.shopItems.all()[0]
    if (!item) throw new Error('the shop is seeded')
    await expect(buyShopItem(db, personaUser(db, 'rich'), form(item, item.priceCents / 100 + 1))).rejects.toMatchObject(
      {
        kind: 'rejected',
        text: { en: `The price has changed: it is now ${(item.priceCents / 100).toFixed(2)} coins.` },
      },
    )
  })

  it('never takes a balance below zero', async () => {
    const db = await freshDb()
    const expensive = listShopItems(db, parseShopFilter({ price_from: '250.01' }), 0).items[0]
    if (!expensive) throw new Error('the shop has expensive items')
    const missing = ((expensive.priceCents - 25_000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })
    await expect(buyShopItem(db, personaUser(db, 'regular'), form(expensive))).rejects.toMatchObject({
      text: { en: `Not enough coins: you need ${missing} coins more.` },
      needs: ['coins'],
    })
    expect(personaUser(db, 'regular').balanceCents).toBe(25_000)
    expect(listShopItems(db, {}, 0).total).toBe(80)
  })

  it('reports missing and malformed fields', async () => {
    const db = await freshDb()
    await expect(
      buyShopItem(db, personaUser(db, 'rich'), {
        classId: '',
        instanceId: '1',
        marketHashName: 'x',
        gameId: 'cs',
        price: '-1',
      }),
    ).rejects.toMatchObject({
      kind: 'invalid',
      fields: {
        classId: [{ en: 'This field is required.' }],
        gameId: [{ en: 'Allowed values: 730, 570, 252490.' }],
        price: [{ en: 'Enter a non-negative number.' }],
      },
    })
  })
})
