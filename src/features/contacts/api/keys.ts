export const contactsKeys = {
  all: ['contacts'] as const,
}
