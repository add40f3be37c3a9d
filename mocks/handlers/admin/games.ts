import { casesResource } from './cases.ts'
import { promocodesResource } from './promocodes.ts'
import { resourceHandlers } from './resource.ts'
import { tasksResource } from './tasks.ts'

/** Cases, tasks, promocodes, giveaways, rewards, notifications, users (balance, ledger, trades), roles. */
export const gameAdminHandlers = [...resourceHandlers(casesResource), ...resourceHandlers(tasksResource), ...resourceHandlers(promocodesResource)]
