import type { Db } from './db/db.ts'
import type { UserRow } from './db/schema/users.ts'
import type { PersonaName } from './personas.ts'
import { categoriesAdmin } from './domain/admin/categories.ts'
import { createRecord } from './domain/admin/crud.ts'
import { activateCasePromocode, caseBySlug, openCase, sellAvailableItem } from './domain/cases.ts'
import { changeBalance } from './domain/coins.ts'
import { giveawayBySlug, giveawayTasks } from './domain/giveaways.ts'
import { createNotification } from './domain/notifications.ts'
import { linkSocial } from './domain/profile.ts'
import { signInPersona } from './domain/sessions.ts'
import { checkTask, tasksOf, visitTask } from './domain/tasks.ts'

/**
 * Named states of the fake backend for stories, unit tests and e2e: each one is reached
 * through the same rules a user would go through, on top of a freshly seeded database.
 */
export interface ScenarioResult {
  /** Who the scenario signed in, if anyone. */
  persona: PersonaName | null
  /** The session token of that persona, for the `session` cookie. */
  token: string | null
}

type Step = (db: Db) => Promise<ScenarioResult>

const guest: ScenarioResult = { persona: null, token: null }

function signedIn(persona: PersonaName, prepare?: (db: Db, user: UserRow) => Promise<void>): Step {
  return async (db) => {
    const { token, user } = await signInPersona(db, persona)
    if (prepare) await prepare(db, user)
    return { persona, token }
  }
}

/** Does every task of a case or giveaway as the user would: link accounts, visit, check. */
async function completeTasks(db: Db, user: UserRow, owner: 'case' | 'giveaway', ownerId: number): Promise<void> {
  let current = user
  for (const task of tasksOf(db, owner, ownerId)) {
    if (task.social && (task.kind === 'link_social' || task.kind === 'join_group'))
      current = await linkSocial(db, current, task.social)
    await visitTask(db, current, task.id)
    await checkTask(db, current, task.id)
  }
}

function refreshed(db: Db, user: UserRow): UserRow {
  const row = db.users.findFirst((q) => q.where({ id: user.id }))
  if (!row) throw new Error(`user ${user.id} vanished`)
  return row
}

const scenarios = {
  /** The seed as is, nobody signed in. */
  default: () => Promise.resolve(guest),
  'signed-in-regular': signedIn('regular'),
  'signed-in-rich': signedIn('rich'),
  'signed-in-admin': signedIn('admin'),
  'signed-in-editor': signedIn('editor'),
  /** Level 0, no tradelink, no coins, cookies not yet accepted. */
  'new-user': signedIn('new'),
  /** `regular` has an unread notification linking to a partner site (it opens in a new tab). */
  'regular-partner-notification': signedIn('regular', async (db, user) => {
    await createNotification(db, {
      userId: user.id,
      title: { ru: 'Бонус у партнёра', en: 'A partner bonus' },
      description: { ru: 'SkinNest дарит кейс за регистрацию.', en: 'SkinNest gives a case for signing up.' },
      link: 'https://skinnest.example/?ref=freeskins',
    })
  }),
  /** `rich` opened the daily case and holds the dropped item (sell or send it next). */
  'rich-with-open-case': signedIn('rich', async (db, user) => {
    const daily = caseBySlug(db, 'daily-case')
    await completeTasks(db, user, 'case', daily.id)
    await openCase(db, refreshed(db, user), daily.slug, 'scenario')
  }),
  /** `regular` opened and sold the daily case: it is on its 24 h cooldown. */
  'regular-case-cooldown': signedIn('regular', async (db, user) => {
    await openCase(db, user, 'daily-case', 'scenario')
    await sellAvailableItem(db, refreshed(db, user), 'daily-case')
  }),
  /** `new` (no tradelink) activated a promocode of the promo case and opened it: the drop can be sold, not sent. */
  'new-with-promo-drop': signedIn('new', async (db, user) => {
    await activateCasePromocode(db, user, 'promo-case', 'FREESKINS')
    await openCase(db, refreshed(db, user), 'promo-case', 'scenario')
  }),
  /** `regular` activated a promocode of the promo case and may open it. */
  'regular-promocode-activated': signedIn('regular', async (db, user) => {
    await activateCasePromocode(db, user, 'promo-case', 'FREESKINS')
  }),
  /** `regular` has done every task of the Cyberpunk giveaway and may take a key. */
  'regular-giveaway-ready': signedIn('regular', async (db, user) => {
    const giveaway = giveawayBySlug(db, 'cyberpunk-key')
    await completeTasks(db, user, 'giveaway', giveaway.id)
    if (giveawayTasks(db, giveaway, refreshed(db, user)).some((view) => !view.completed)) {
      throw new Error('the giveaway scenario left a task open')
    }
  }),
  /** `regular` with an empty balance (the shop refuses every purchase). */
  'regular-broke': signedIn('regular', async (db, user) => {
    await changeBalance(db, user.id, -user.balanceCents, 'admin', null)
  }),
  /**
   * `admin`, and a category no card or subcategory uses yet (every seeded one is in use), so it
   * can be deleted; its names and slug are far longer than a table cell.
   */
  'admin-unused-category': signedIn('admin', async (db, user) => {
    await createRecord(db, categoriesAdmin, user, {
      slug: 'the-very-long-category-slug-that-goes-on-and-on-for-testing-purposes',
      name: {
        ru: 'Очень длинное название категории, которое не помещается в ячейку таблицы и обрезается многоточием',
        en: 'A very long category name that does not fit into a table cell and is cut with an ellipsis at its end',
      },
      image: 'https://cdn.example.com/uploads/long.webp',
      showAlert: false,
      position: 100_000,
    })
  }),
} satisfies Record<string, Step>

export type ScenarioName = keyof typeof scenarios
export const scenarioNames = Object.keys(scenarios) as ScenarioName[]

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && Object.hasOwn(scenarios, value)
}

/** Puts the database into the named state; call it right after `reset()`. */
export async function applyScenario(db: Db, name: ScenarioName): Promise<ScenarioResult> {
  return scenarios[name](db)
}
