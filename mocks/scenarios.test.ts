import { describe, expect, it } from 'vitest'
import { caseBySlug, caseView } from './domain/cases.ts'
import { clock } from './clock.ts'
import { giveawayBySlug, giveawayStatus, giveawayTasks } from './domain/giveaways.ts'
import { userBySession } from './domain/sessions.ts'
import { applyScenario, isScenarioName, scenarioNames } from './scenarios.ts'
import { freshDb, personaUser } from '../testing/backend/fake-db.ts'

describe('scenarios', () => {
  it('each applies on a fresh database', { timeout: 30_000 }, async () => {
    for (const name of scenarioNames) {
      const db = await freshDb()
      const result = await applyScenario(db, name)
      if (result.token) expect(userBySession(db, result.token)?.persona).toBe(result.persona)
      else expect(result.persona).toBeNull()
    }
  })

  it('rich-with-open-case leaves rich holding a dropped item', async () => {
    const db = await freshDb()
    expect(await applyScenario(db, 'rich-with-open-case')).toMatchObject({ persona: 'rich' })
    const view = caseView(db, caseBySlug(db, 'daily-case'), personaUser(db, 'rich'))
    expect(view.availableItem?.drop.status).toBe('available')
    expect(view.nextOpeningAtMs).not.toBeNull()
  })

  it('regular-giveaway-ready completes the giveaway tasks and regular-broke empties the balance', async () => {
    const db = await freshDb()
    await applyScenario(db, 'regular-giveaway-ready')
    expect(
      giveawayTasks(db, giveawayBySlug(db, 'cyberpunk-key'), personaUser(db, 'regular')).every(
        (task) => task.completed,
      ),
    ).toBe(true)
    const other = await freshDb()
    await applyScenario(other, 'regular-broke')
    expect(personaUser(other, 'regular').balanceCents).toBe(0)
  })

  it('put cooldowns and ended giveaways relative to the instant the database started at', async () => {
    const startMs = Date.UTC(2026, 10, 14, 9, 41, 27, 350)
    const db = await freshDb(undefined, startMs)
    await applyScenario(db, 'regular-case-cooldown')
    expect(caseView(db, caseBySlug(db, 'daily-case'), personaUser(db, 'regular')).nextOpeningAtMs).toBe(
      startMs + 24 * 60 * 60_000,
    )
    expect(giveawayStatus(giveawayBySlug(db, 'hades-key'), clock.now())).toBe('ended')
    const ready = await freshDb(undefined, startMs)
    await applyScenario(ready, 'regular-giveaway-ready')
    expect(giveawayStatus(giveawayBySlug(ready, 'cyberpunk-key'), clock.now())).toBe('active')
  })

  it('knows its names', () => {
    expect(isScenarioName('new-user')).toBe(true)
    expect(isScenarioName('toString')).toBe(false)
  })
})
