import type { Meta, StoryObj } from '@storybook/react-vite'
import { queryOptions } from '@tanstack/react-query'
import { expect, within } from 'storybook/test'
import { unwrap } from '~/api/client'
import { useApi } from '~/shared/services/app-services'
import { Button } from '~/shared/ui/button/button'
import { TaskList } from './task-list'

/** The daily case's tasks from the fake backend, as the case route composes them. */
function DailyCaseTasks() {
  const api = useApi()
  const query = queryOptions({
    queryKey: ['cases', 'detail', 'daily-case', 'tasks'] as const,
    queryFn: async () =>
      (await unwrap(api.GET('/cases/{slug}/tasks', { params: { path: { slug: 'daily-case' } } }))).data,
  })
  return (
    <div style={{ maxWidth: 640, padding: 24 }}>
      <TaskList query={query} signIn={<Button>Sign in</Button>} />
    </div>
  )
}

const meta = {
  component: DailyCaseTasks,
  globals: { locale: 'en' },
} satisfies Meta<typeof DailyCaseTasks>

export default meta
type Story = StoryObj<typeof meta>

/** Tasks are per user: a guest is asked to sign in. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('To access the tasks, log in!')).toBeInTheDocument()
    // The way in is beside the request (the route gives the auth feature's button).
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible()
  },
}

/** A new user: nothing done yet; link tasks offer a visit and a check. */
export const NewUser: Story = {
  globals: { persona: 'new' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Completed 0 of/)).toBeInTheDocument()
  },
}

export const Russian: Story = { globals: { locale: 'ru', persona: 'regular' } }

/** Right after opening the case its tasks start over: a scenario of the fake backend. */
export const AfterOpening: Story = {
  parameters: { scenario: 'rich-with-open-case' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Completed 0 of 3')).toBeInTheDocument()
    await expect(canvas.getAllByRole('button', { name: 'Check' }).length).toBeGreaterThan(0)
  },
}
