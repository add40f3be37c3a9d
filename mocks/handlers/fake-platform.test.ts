import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { clock, CLOCK_START_MS } from '../clock.ts'
import { db } from '../db/db.ts'
import { reset } from '../db/state.ts'
import { userBySession } from '../domain/sessions.ts'
import { personaUser } from '../../testing/backend/fake-db.ts'
import { handlers } from './index.ts'

async function jsonOf(response: Response): Promise<unknown> {
  return response.json()
}

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await getResponse(handlers, new Request(`http://localhost:3000${path}`, init))
  if (!response) throw new Error(`no handler for ${path}`)
  return response
}

function sessionToken(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('session='))
  return cookie ? (cookie.split(';')[0]?.slice('session='.length) ?? null) : null
}

beforeEach(async () => {
  await reset()
})

describe('fake game platform sign-in', () => {
  it('points the sign-in URL at the fake platform with the return path', async () => {
    const response = await send('/api/auth/redirect-url?return=%2Fen%2Fshop')
    expect(await jsonOf(response)).toEqual({
      data: { url: 'http://localhost:3000/api/fake-platform/sign-in?return=%2Fen%2Fshop' },
    })
  })

  it('returns to the calling app when it runs on another local origin, and ignores foreign returns', async () => {
    const crossOrigin = await send('/api/auth/redirect-url?return=%2Fprofile', {
      headers: { Origin: 'http://localhost:5173' },
    })
    expect(await jsonOf(crossOrigin)).toEqual({
      data: { url: 'http://localhost:3000/api/fake-platform/sign-in?return=http%3A%2F%2Flocalhost%3A5173%2Fprofile' },
    })
    const foreign = await send('/api/auth/redirect-url?return=https%3A%2F%2Fevil.example%2F')
    expect(await jsonOf(foreign)).toEqual({
      data: { url: 'http://localhost:3000/api/fake-platform/sign-in?return=%2F' },
    })
  })

  it('lists the personas on a self-contained page in the asked language', async () => {
    const response = await send('/api/fake-platform/sign-in?return=%2Fen%2Fshop', {
      headers: { 'Accept-Language': 'en-GB,en;q=0.9' },
    })
    expect(response.headers.get('Content-Type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<title>Fake game platform — sign in</title>')
    for (const persona of ['new', 'regular', 'rich', 'admin', 'editor'])
      expect(html).toContain(`href="/api/fake-platform/sign-in/${persona}?return=%2Fen%2Fshop"`)
    expect(await (await send('/api/fake-platform/sign-in?lang=ru')).text()).toContain('<html lang="ru">')
  })

  it('signs the persona in with a session cookie and redirects back', async () => {
    const response = await send('/api/fake-platform/sign-in/rich?return=%2Fen%2Fshop')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/en/shop')
    const cookie = response.headers.getSetCookie()[0] ?? ''
    expect(cookie).toMatch(/^session=[^;]+; Path=\/; Max-Age=\d+; SameSite=Lax$/)
    expect(userBySession(db, sessionToken(response))?.steamName).toBe('GoldenDragon')
    const core = await send('/api/core', { headers: { Cookie: `session=${sessionToken(response)}` } })
    expect(await jsonOf(core)).toMatchObject({ data: { currentUser: { steamName: 'GoldenDragon', balance: 50000 } } })
  })

  it('answers { location } instead of a redirect to the browser host, and refuses foreign returns', async () => {
    const response = await send('/api/fake-platform/sign-in/regular?return=%2F%2Fevil.example', {
      headers: { 'X-Fake-Navigation': '1' },
    })
    expect(response.status).toBe(200)
    expect(await jsonOf(response)).toEqual({ location: '/' })
    expect(sessionToken(response)).not.toBeNull()
    const local = await send('/api/fake-platform/sign-in/regular?return=http%3A%2F%2F127.0.0.1%3A4173%2Fen')
    expect(local.headers.get('Location')).toBe('http://127.0.0.1:4173/en')
    expect((await send('/api/fake-platform/sign-in/nobody')).status).toBe(404)
  })

  it('logs out by ending the session and expiring the cookie', async () => {
    const token = sessionToken(await send('/api/fake-platform/sign-in/regular'))
    const response = await send('/api/auth/logout', { method: 'POST', headers: { Cookie: `session=${token}` } })
    expect(response.status).toBe(204)
    expect(response.headers.getSetCookie()[0]).toContain('Max-Age=0')
    expect(userBySession(db, token)).toBeNull()
  })
})

describe('fake social network and messenger bot', () => {
  it('links the account through the fake OAuth page', async () => {
    const token = sessionToken(await send('/api/fake-platform/sign-in/regular'))
    const cookie = { Cookie: `session=${token}` }
    const redirect = await jsonOf(await send('/api/social/redirect-url?social=vk', { headers: cookie }))
    expect(redirect).toEqual({ data: { url: 'http://localhost:3000/api/fake-platform/social/vk?return=%2Fprofile' } })
    expect(await (await send('/api/fake-platform/social/vk?return=%2Fprofile', { headers: cookie })).text()).toContain(
      'href="/api/fake-platform/social/vk/allow?return=%2Fprofile"',
    )
    const allowed = await send('/api/fake-platform/social/vk/allow?return=%2Fprofile', { headers: cookie })
    expect(allowed.headers.get('Location')).toBe('/profile')
    expect(personaUser(db, 'regular').vkId).toBe('300000002')
    expect((await send('/api/social/redirect-url?social=fb', { headers: cookie })).status).toBe(422)
    // The page that asks says where to come back, in its language; a foreign address is not followed.
    expect(
      await jsonOf(await send('/api/social/redirect-url?social=vk&return=%2Fen%2Fprofile', { headers: cookie })),
    ).toEqual({
      data: { url: 'http://localhost:3000/api/fake-platform/social/vk?return=%2Fen%2Fprofile' },
    })
    expect(
      await jsonOf(
        await send('/api/social/redirect-url?social=vk&return=https%3A%2F%2Fevil.example', { headers: cookie }),
      ),
    ).toEqual({
      data: { url: 'http://localhost:3000/api/fake-platform/social/vk?return=%2Fprofile' },
    })
  })

  it('takes the access back on the same page, once the account is linked', async () => {
    const token = sessionToken(await send('/api/fake-platform/sign-in/rich'))
    const cookie = { Cookie: `session=${token}` }
    const page = await (await send('/api/fake-platform/social/vk?return=%2Fprofile', { headers: cookie })).text()
    expect(page).toContain('Золотой Дракон')
    expect(page).toContain('href="/api/fake-platform/social/vk/revoke?return=%2Fprofile"')
    const revoked = await send('/api/fake-platform/social/vk/revoke?return=%2Fprofile', { headers: cookie })
    expect(revoked.headers.get('Location')).toBe('/profile')
    expect(personaUser(db, 'rich')).toMatchObject({ vkId: null, vkName: null })
    expect(
      await (await send('/api/fake-platform/social/vk?return=%2Fprofile', { headers: cookie })).text(),
    ).not.toContain('revoke')
    expect((await send('/api/fake-platform/social/vk/revoke?return=%2Fprofile')).status).toBe(401)
  })

  it('shows the signed-in user their bot code', async () => {
    const token = sessionToken(await send('/api/fake-platform/sign-in/regular'))
    const html = await (
      await send('/api/fake-platform/messenger-bot', { headers: { Cookie: `session=${token}` } })
    ).text()
    expect(html).toMatch(/<p class="code" data-code>\d{6}<\/p>/)
  })
})

describe('test controls', () => {
  it('reset to a scenario signs its persona in', async () => {
    const response = await send('/api/__control/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ scenario: 'rich-with-open-case' }),
    })
    expect(await jsonOf(response)).toMatchObject({
      data: { scenario: 'rich-with-open-case', persona: 'rich', seed: 20250602 },
    })
    const token = sessionToken(response)
    const caseAnswer = await jsonOf(await send('/api/cases/daily-case', { headers: { Cookie: `session=${token}` } }))
    expect(caseAnswer).toMatchObject({
      data: { availableItem: { id: db.drops.findMany((q) => q.where({ status: 'available' }))[0]?.caseItemId } },
    })
  })

  it('moves the clock and signs in by query', async () => {
    const before = clock.now()
    const moved = await jsonOf(
      await send('/api/__control/clock', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ advanceMs: 60_000 }),
      }),
    )
    expect(moved).toMatchObject({ data: { nowMs: before + 60_000, mode: 'frozen' } })
    const signIn = await send('/api/__control/sign-in?persona=editor', { method: 'POST' })
    expect(signIn.status).toBe(204)
    expect(userBySession(db, sessionToken(signIn))?.roles).toEqual(['articlesEditor'])
    expect((await send('/api/__control/reset?scenario=nope', { method: 'POST' })).status).toBe(422)
  })
})

describe('reset to an instant', () => {
  const nowMs = Date.UTC(2026, 10, 14, 9, 41, 27, 350)
  const DAY = 24 * 60 * 60_000

  function postReset(body: Record<string, unknown>): Promise<Response> {
    return send('/api/__control/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify(body),
    })
  }

  it('starts the clock at nowMs and seeds relative to it, keeping the scenario and the mode', async () => {
    const response = await postReset({ scenario: 'regular-case-cooldown', nowMs })
    expect(await jsonOf(response)).toMatchObject({
      data: {
        scenario: 'regular-case-cooldown',
        persona: 'regular',
        seed: 20250602,
        startedAtMs: nowMs,
        clock: { nowMs, now: '2026-11-14T09:41:27.350Z', mode: 'frozen', start: 'fixed' },
      },
    })
    expect(clock.now()).toBe(nowMs)
    const cookie = { Cookie: `session=${sessionToken(response)}` }
    // The scenario's cooldown runs from the new instant.
    const daily = (await jsonOf(await send('/api/cases/daily-case', { headers: cookie }))) as {
      data: { nextOpeningDate: string | null }
    }
    expect(daily.data.nextOpeningDate).toBe(new Date(nowMs + DAY).toISOString())
    // So do the seeded dates: the same giveaways are active and ended as at the fixed start.
    const ended = db.giveaways
      .all()
      .filter((row) => row.endsAtMs <= nowMs)
      .map((row) => row.slug)
    expect(ended).toEqual(['hades-key', 'stardew-key', 'spring-codes'])
    const active = (await jsonOf(await send('/api/giveaways?filter%5Bstatus%5D=active'))) as {
      data: Array<{ slug: string }>
    }
    expect(active.data.map((row) => row.slug).sort()).toEqual([
      'cyberpunk-key',
      'elden-ring-key',
      'skinrush-codes',
      'weekly-codes',
    ])
  })

  it('takes nowMs and seed as query parameters too, and gives the same data for the same ones', async () => {
    await send(`/api/__control/reset?nowMs=${nowMs}&seed=7`, { method: 'POST' })
    const first = JSON.stringify(db.trades.all())
    await postReset({ seed: 7 })
    expect(clock.now()).toBe(CLOCK_START_MS)
    await send(`/api/__control/reset?nowMs=${nowMs}&seed=7`, { method: 'POST' })
    expect(JSON.stringify(db.trades.all())).toBe(first)
    expect(db.trades.all().every((trade) => trade.createdAtMs < nowMs)).toBe(true)
  })

  it("without nowMs starts at the host's start, and refuses a nowMs that is not an instant", async () => {
    await postReset({ nowMs })
    await postReset({})
    expect(clock.now()).toBe(CLOCK_START_MS)
    for (const bad of ['soon', 1.5, 9e15]) {
      const refused = await postReset({ nowMs: bad })
      expect(refused.status).toBe(422)
      expect(await jsonOf(refused)).toMatchObject({ errors: { nowMs: [expect.any(String)] } })
    }
  })
})

describe('return addresses', () => {
  it('come back to the referring page on this origin or on a local app origin', async () => {
    const token = sessionToken(await send('/api/fake-platform/sign-in/regular'))
    const sameOrigin = await send('/api/social/redirect-url?social=tg', {
      headers: { Cookie: `session=${token}`, Referer: 'http://localhost:3000/en/profile?tab=socials' },
    })
    expect(await jsonOf(sameOrigin)).toEqual({
      data: { url: 'http://localhost:3000/api/fake-platform/social/tg?return=%2Fen%2Fprofile%3Ftab%3Dsocials' },
    })
    const otherApp = await send('/api/social/redirect-url?social=tg', {
      headers: { Cookie: `session=${token}`, Referer: 'http://localhost:5173/en/profile' },
    })
    expect(await jsonOf(otherApp)).toEqual({
      data: {
        url: 'http://localhost:3000/api/fake-platform/social/tg?return=http%3A%2F%2Flocalhost%3A5173%2Fen%2Fprofile',
      },
    })
  })
})
