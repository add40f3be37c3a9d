/** Joins the truthy class names. */
export function clsx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ')
}
