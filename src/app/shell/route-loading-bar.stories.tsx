import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import type { Schemas } from '~/api/types'
import { useApi } from '~/shared/services/app-services'
import { apiOverride } from '@testing/api-override'
import { RouteLoadingBar } from './route-loading-bar'

const topCases: Schemas['CaseSummary'][] = [
  {
    title: 'Starter case',
    slug: 'starter',
    preview: '/storage/cases/starter.webp',
    type: 'free',
    nextOpeningDate: null,
  },
]

/** Some part of the page fetching its data, as a section below the header would. */
function FetchingSection() {
  const api = useApi()
  const query = useQuery({
    queryKey: ['story', 'route-loading-bar', 'top-cases'],
    queryFn: async () => (await unwrap(api.GET('/cases/top'))).data,
  })
  return <p>{query.isPending ? 'The section is loading' : `Loaded ${query.data?.length ?? 0} case`}</p>
}

const withFetchingSection: Decorator = (Story) => (
  <>
    <Story />
    <div style={{ padding: 24 }}>
      <FetchingSection />
    </div>
  </>
)

const meta = {
  component: RouteLoadingBar,
  globals: { locale: 'en' },
} satisfies Meta<typeof RouteLoadingBar>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing loads: nothing is shown or announced, even after the 200 ms throttle. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull()
  },
}

/** A query is fetching: the bar runs. */
export const WhileFetching: Story = {
  decorators: [withFetchingSection],
  parameters: { msw: [apiOverride('get', '/cases/top', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument()
  },
}

/** The fetch ends: the bar finishes and goes away. */
export const FinishesWhenDone: Story = {
  decorators: [withFetchingSection],
  parameters: {
    msw: [
      apiOverride('get', '/cases/top', async () => {
        await delay(800)
        return { status: 200, body: { data: topCases } }
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument()
    await expect(await canvas.findByText('Loaded 1 case')).toBeVisible()
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull())
  },
}

export const Russian: Story = {
  decorators: [withFetchingSection],
  parameters: { msw: [apiOverride('get', '/cases/top', () => delay('infinite'))] },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Загрузка страницы' }),
    ).toBeInTheDocument()
  },
}
