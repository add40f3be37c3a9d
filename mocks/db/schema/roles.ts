/**
 * A file of its own, importing nothing: personas name their roles, and the users' schema
 * names the personas, so neither may load the other's module to get these.
 */
export const roleNames = ['admin', 'articlesEditor'] as const
export type RoleName = (typeof roleNames)[number]
