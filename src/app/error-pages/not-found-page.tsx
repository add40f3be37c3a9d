import type { NotFoundRouteProps } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { MISSING_FROM_API } from '~/shared/lib/load-all'
import { lazyHydrated } from '~/shared/lib/lazy-hydrated'
import { ErrorPage } from './error-page'

/** Its links work before its code is in; the 404 is in every page's first load, the ways need not be. */
const NotFoundWays = lazyHydrated(() => import('./not-found-ways').then((module) => module.NotFoundWays))

/**
 * An address that matches no route (spec: 'This page could not be found'), or a page whose
 * data the API does not have ('The page was not found', as for any 404 of the API).
 */
export function NotFoundPage({ data }: Partial<Pick<NotFoundRouteProps, 'data'>>) {
  const { t } = useLingui()
  return (
    <ErrorPage
      status={404}
      message={data === MISSING_FROM_API ? t`The page was not found` : t`This page could not be found`}
    >
      <NotFoundWays />
    </ErrorPage>
  )
}
