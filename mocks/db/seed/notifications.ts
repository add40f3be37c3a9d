import { personaNames, personas, type PersonaName } from '../../personas.ts'
import { DAY, HOUR, MINUTE, type Seeder } from './helpers.ts'
import { notificationTemplates, welcomeNotification } from './texts.ts'

/**
 * Personas with the welcome alone. The ones added for the referral refusals are here too:
 * more notifications would draw from faker and change everything seeded after this step.
 */
const welcomeOnly: ReadonlySet<PersonaName> = new Set(['new', 'low-level', 'no-cs2', 'referred'])

export async function seedNotifications(s: Seeder): Promise<void> {
  const { db, f, now } = s
  let id = 1
  for (const name of personaNames) {
    const userId = personas[name].userId
    await db.notifications.create({
      id: id++,
      userId,
      title: welcomeNotification.title,
      description: welcomeNotification.description,
      link: welcomeNotification.link,
      createdAtMs: now - 30 * DAY,
      viewed: name !== 'new',
    })
    if (welcomeOnly.has(name)) continue
    const count = name === 'rich' ? 5 : 3
    for (let n = 0; n < count; n++) {
      const template = notificationTemplates[(userId + n) % notificationTemplates.length]
      if (!template) continue
      await db.notifications.create({
        id: id++,
        userId,
        title: template.title,
        description: template.description,
        link: n === 1 ? null : template.link,
        createdAtMs: now - (count - n) * 7 * HOUR - f.number.int({ min: 0, max: 50 }) * MINUTE,
        // The newest two stay unviewed, so the notifications dot shows.
        viewed: n < count - 2,
      })
    }
  }
}
