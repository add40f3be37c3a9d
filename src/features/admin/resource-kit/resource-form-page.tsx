import type { AnyResource } from './define-resource'

export interface ResourceFormPageProps {
  resource: AnyResource
  /** Absent: the create page. */
  id?: number
}

/** A record's create or edit page (built on the form kit). */
export function ResourceFormPage(_props: ResourceFormPageProps) {
  return null
}
