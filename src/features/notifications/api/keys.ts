export const notificationsKeys = {
  detail: (id: number) => ['notifications', id] as const,
}
