import { describe, expect, it } from 'vitest'
import { freshDb, personaUser } from '../../testing/backend/fake-db.ts'
import { m } from './messages.ts'
import {
  checkSteamLevel,
  isTradelink,
  linkSocial,
  messengerBotCode,
  parseSocial,
  setTradelink,
  unlinkSocial,
  verifyMessengerBot,
} from './profile.ts'

describe('tradelink', () => {
  it('accepts only trade offer URLs with partner and token', () => {
    expect(isTradelink('https://steamcommunity.com/tradeoffer/new/?partner=52079950&token=Ab12Cd34')).toBe(true)
    expect(isTradelink('https://steamcommunity.com/tradeoffer/new?token=Ab12Cd34&partner=52079950')).toBe(true)
    expect(isTradelink('https://steamcommunity.com/tradeoffer/new/?partner=52079950')).toBe(false)
    expect(isTradelink('https://steamcommunity.com/tradeoffer/new/?token=Ab12Cd34')).toBe(false)
    expect(isTradelink('https://steamcommunity.com/tradeoffer/new/?partner=abc&token=Ab12Cd34')).toBe(false)
    expect(isTradelink('http://steamcommunity.com/tradeoffer/new/?partner=52079950&token=Ab12Cd34')).toBe(false)
    expect(isTradelink('https://steamcommunity.evil.com/tradeoffer/new/?partner=52079950&token=Ab12Cd34')).toBe(false)
    expect(isTradelink('https://steamcommunity.com/profiles/76561198012345678')).toBe(false)
    expect(isTradelink('not a url')).toBe(false)
  })

  it('stores a valid one and gives a field error otherwise', async () => {
    const db = await freshDb()
    const link = 'https://steamcommunity.com/tradeoffer/new/?partner=100000001&token=NewToken'
    expect((await setTradelink(db, personaUser(db, 'new'), `  ${link} `)).tradelink).toBe(link)
    await expect(setTradelink(db, personaUser(db, 'new'), 'https://example.com')).rejects.toMatchObject({
      kind: 'invalid',
      fields: { tradelink: [m.tradelinkInvalid] },
    })
    await expect(setTradelink(db, personaUser(db, 'new'), undefined)).rejects.toMatchObject({
      fields: { tradelink: [{ en: 'This field is required.' }] },
    })
    expect(personaUser(db, 'new').tradelink).toBe(link)
  })
})

describe('profile', () => {
  it('refreshes the level from the platform', async () => {
    const db = await freshDb()
    expect(personaUser(db, 'new').steamLevel).toBe(0)
    expect(await checkSteamLevel(db, personaUser(db, 'new'))).toBe(3)
    expect(personaUser(db, 'new').steamLevel).toBe(3)
  })

  it("verifies the messenger bot with the bot's code only", async () => {
    const db = await freshDb()
    const regular = personaUser(db, 'regular')
    await expect(verifyMessengerBot(db, regular, '000000')).rejects.toMatchObject({
      fields: { code: [{ en: 'Wrong code. Get a new code from the bot.' }] },
    })
    const verified = await verifyMessengerBot(db, regular, messengerBotCode(regular))
    expect(verified.tgBotVerifiedAtMs).not.toBeNull()
    expect(verified.tgId).toBe('500000002')
  })

  it('links and unlinks social accounts', async () => {
    const db = await freshDb()
    expect(await linkSocial(db, personaUser(db, 'regular'), 'vk')).toMatchObject({
      vkId: '300000002',
      vkName: 'RegularRaider',
      tgId: null,
    })
    expect(await unlinkSocial(db, personaUser(db, 'regular'), 'vk')).toMatchObject({ vkId: null, vkName: null })
    expect(await unlinkSocial(db, personaUser(db, 'rich'), 'tg')).toMatchObject({
      tgId: null,
      tgName: null,
      tgBotVerifiedAtMs: null,
      vkId: '310000003',
    })
    expect(parseSocial('tg')).toBe('tg')
    expect(() => parseSocial('fb')).toThrowError('invalid: social')
  })
})
