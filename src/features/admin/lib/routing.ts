/**
 * What the panel's route files do before a page renders. The route files import this module
 * lazily (`await import(...)` in `beforeLoad`), so none of it is in a public page's first load.
 */
import { notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { MessageDescriptor } from '@lingui/core'
import { isApiError } from '~/api/api-error'
import type { ApiClient } from '~/api/client'
import type { Locale } from '~/shared/i18n/locale'
import { turnAway } from '~/shared/lib/turn-away'
import { adminAccessQueryOptions, type AdminAccess } from '../api/admin-access'
import type { AnyResource } from '../resource-kit/define-resource'
import { loadResource } from '../resources'
import { isAdminSection, sectionTitles, type AdminSection } from './sections'

interface PanelContext {
  queryClient: QueryClient
  services: { api: ApiClient; locale: Locale }
}

/**
 * The user's access (`GET /admin/access`); a refusal (401, 403) sends them to the main page
 * like the spec's guards. Run after `requireAccess('admin-or-editor')`.
 */
export async function loadPanelAccess(
  context: PanelContext,
  section: string | undefined,
  from: string,
): Promise<{ adminAccess: AdminAccess }> {
  let adminAccess: AdminAccess
  try {
    adminAccess = await context.queryClient.ensureQueryData(adminAccessQueryOptions(context.services.api))
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403))
      turnAway(context.services.locale, error.status === 401 ? 'sign-in' : 'no-access', from)
    throw error
  }
  // A section this user may not open is refused here, where the server runs the guard too: a
  // refusal decided only in the browser would redirect a page the server had already rendered.
  if (section !== undefined && isAdminSection(section) && !adminAccess.sections.includes(section))
    turnAway(context.services.locale, 'no-access', from)
  return { adminAccess }
}

/**
 * A section's guard: not a section of the panel (or none configured yet) is a 404; a section
 * the user may not open sends them to the main page. Answers the section's resource config.
 */
export async function enterSection(
  context: PanelContext & { adminAccess: AdminAccess },
  section: string,
  from: string,
): Promise<{ section: AdminSection; sectionTitle: MessageDescriptor; resource: AnyResource }> {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router catches notFound() (its documented API)
  if (!isAdminSection(section)) throw notFound()
  if (!context.adminAccess.sections.includes(section)) turnAway(context.services.locale, 'no-access', from)
  const resource = await loadResource(section)
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- as above
  if (!resource) throw notFound()
  return { section, sectionTitle: sectionTitles[section], resource }
}

/** A record id from the address; anything but a positive integer is a 404. */
export function recordId(raw: string): number {
  const id = /^\d+$/.test(raw) ? Number(raw) : NaN
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router catches notFound() (its documented API)
  if (!Number.isSafeInteger(id) || id < 1) throw notFound()
  return id
}
