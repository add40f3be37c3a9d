import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { useCore } from '~/shared/core-data/core-query'

export const Route = createFileRoute('/{-$locale}/')({
  component: HomePage,
})

function HomePage() {
  const core = useCore()
  return (
    <h1>
      <Trans>Free skins</Trans> {core.categories.length}
    </h1>
  )
}
