import { useLingui } from '@lingui/react/macro'
import { ErrorPage } from './error-page'

/** An address that matches no route (spec: 'This page could not be found'). */
export function NotFoundPage() {
  const { t } = useLingui()
  return <ErrorPage status={404} message={t`This page could not be found`} />
}
