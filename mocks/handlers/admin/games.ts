/** Cases, tasks, promocodes, giveaways, rewards, notifications, users (balance, ledger, trades), roles. */
export const gameAdminHandlers = []
