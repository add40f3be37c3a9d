import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { delay } from 'msw'
import { useSuspenseQuery } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import type { Schemas } from '~/api/types'
import { useApi } from '~/shared/services/app-services'
import { withFrame } from '@testing/stories/with-frame'
import { apiOverride } from '@testing/api-override'
import { ListSkeleton } from './list-skeleton'
import { QueryBoundary } from './query-boundary'

const preview = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#e39a2d"/></svg>')}`

const topCases: Schemas['CaseSummary'][] = [
  { title: 'Starter case', slug: 'starter', preview, type: 'free', nextOpeningDate: null },
  { title: 'Daily case', slug: 'daily', preview, type: 'free', nextOpeningDate: null },
]

/** A section that reads the top cases with a suspense query, as the page sections do. */
function TopCaseTitles() {
  const api = useApi()
  const cases = useSuspenseQuery({
    queryKey: ['story', 'query-boundary', 'top-cases'],
    queryFn: async () => (await unwrap(api.GET('/cases/top'))).data,
  }).data
  return (
    <ul aria-label="Top cases">
      {cases.map((item) => (
        <li key={item.slug}>{item.title}</li>
      ))}
    </ul>
  )
}

const serverError = () => ({ status: 500 as const, body: { error: 'Something went wrong...' } })

let topCasesCalls = 0

const meta = {
  component: QueryBoundary,
  decorators: [withFrame(1100)],
  args: {
    fallback: <ListSkeleton count={2} label="Loading cases…" />,
    errorTitle: 'Could not load the cases.',
    children: <TopCaseTitles />,
  },
  parameters: { msw: [apiOverride('get', '/cases/top', () => ({ status: 200, body: { data: topCases } }))] },
  globals: { locale: 'en' },
} satisfies Meta<typeof QueryBoundary>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Top cases' })
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Starter case', 'Daily case'])
  },
}

/** The skeleton while the query is pending. */
export const Loading: Story = {
  parameters: { msw: [apiOverride('get', '/cases/top', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading cases…')
  },
}

/** The section's error title and a retry button. */
export const Error: Story = {
  parameters: { msw: [apiOverride('get', '/cases/top', serverError)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load the cases.')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** The retry resets the failed query and really fetches again: the second answer succeeds. */
export const RetryRecovers: Story = {
  beforeEach: () => {
    topCasesCalls = 0
  },
  parameters: {
    msw: [
      apiOverride('get', '/cases/top', () => {
        topCasesCalls += 1
        return topCasesCalls === 1 ? serverError() : { status: 200, body: { data: topCases } }
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('list', { name: 'Top cases' })).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(topCasesCalls).toBe(2)
  },
}

/** Without its own title the error state says the generic one. */
export const GenericErrorRussian: Story = {
  args: { errorTitle: undefined },
  parameters: { msw: [apiOverride('get', '/cases/top', serverError)] },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Не удалось загрузить список.')
    await expect(canvas.getByRole('button', { name: 'Попробовать ещё раз' })).toBeVisible()
  },
}
