import { casesResource } from './cases.ts'
import { giveawaysResource } from './giveaways.ts'
import { notificationsResource } from './notifications.ts'
import { promocodesResource } from './promocodes.ts'
import { resourceHandlers } from './resource.ts'
import { rewardsResource } from './rewards.ts'
import { rolesResource } from './roles.ts'
import { tasksResource } from './tasks.ts'
import { userAdminHandlers } from './users.ts'

/** Cases, tasks, promocodes, giveaways, rewards, notifications, users (balance, ledger, trades), roles. */
export const gameAdminHandlers = [
  ...resourceHandlers(casesResource),
  ...resourceHandlers(tasksResource),
  ...resourceHandlers(promocodesResource),
  ...resourceHandlers(giveawaysResource),
  ...resourceHandlers(rewardsResource),
  ...resourceHandlers(notificationsResource),
  ...userAdminHandlers,
  ...resourceHandlers(rolesResource),
]
