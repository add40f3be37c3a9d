import { AdminNotificationInput } from '../../../src/api/field-rules.gen.ts'
import type { Localized } from '../../db/schema/fragments.ts'
import type { NotificationRow } from '../../db/schema/notifications.ts'
import { createNotification } from '../notifications.ts'
import { byNumber, type AdminEntity } from './entity.ts'
import { InputReader } from './input.ts'

const notificationAudiences = ['user', 'all'] as const

const notificationMessages = {
  userMissing: { ru: 'Такого пользователя нет.', en: 'There is no such user.' },
} as const

function readTexts(r: InputReader): { title: Localized; description: Localized; link: string | null } {
  return {
    title: r.localized('title', { maxLength: 200 }),
    description: r.localized('description', { maxLength: 2000 }),
    link: r.optionalLink('link'),
  }
}

/**
 * Notifications to one user or to everyone (present and future users). A new one reaches the
 * open pages of its addressees at once (`createNotification` announces it on the real-time
 * channel); later edits change its texts and link only.
 */
export const notificationsAdmin: AdminEntity<NotificationRow> = {
  section: 'notifications',
  rows: (db) => db.notifications.all(),
  searchText: (row) => [row.title.ru, row.title.en],
  filters: {
    audience: {
      type: notificationAudiences,
      matches: (row, value) => (row.userId === null ? 'all' : 'user') === value,
    },
    user: { type: 'id', matches: (row, value) => row.userId === value },
  },
  sorts: {
    createdAt: byNumber((row) => row.createdAtMs),
  },
  defaultSort: '-createdAt',
  async create({ db }, fields) {
    const r = new InputReader(fields)
    const audience = r.oneOf('audience', AdminNotificationInput.audience.enum)
    let userId: number | null = null
    if (audience === 'user' && !r.failed('audience')) {
      userId = r.integer('userId', AdminNotificationInput.userId)
      if (!r.failed('userId') && !db.users.findFirst((q) => q.where({ id: userId ?? 0 })))
        r.fail('userId', notificationMessages.userMissing)
    }
    const texts = readTexts(r)
    r.done()
    return createNotification(db, { userId, ...texts })
  },
  async update({ db }, row, fields) {
    const r = new InputReader(fields)
    const texts = readTexts(r)
    r.done()
    return db.notifications.update((q) => q.where({ id: row.id }), {
      strict: true,
      data(draft) {
        Object.assign(draft, texts)
      },
    })
  },
  usedBy: () => [],
  remove({ db }, row) {
    db.notificationViews.deleteMany((q) => q.where({ notificationId: row.id }))
    db.notifications.delete((q) => q.where({ id: row.id }))
  },
}
