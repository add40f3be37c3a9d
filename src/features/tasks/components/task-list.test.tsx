// @vitest-environment happy-dom
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import { useApi } from '~/shared/services/app-services'
import { apiOverride } from '@testing/api-override'
import { renderWithApp, type RenderWithAppOptions } from '@testing/render/render-with-app'
import { TaskList } from './task-list'

// The fake backend's seed: the daily case has three tasks (visit SkinRush, set a tradelink,
// reach level 1). `new` meets none of them; `rich-with-open-case` has just opened the case,
// which starts its tasks over, and meets the tradelink and level ones.

/** The daily case's tasks as the case page composes them: under the case's key, refreshed with it. */
function DailyCaseTasks() {
  const api = useApi()
  const query = queryOptions({
    queryKey: ['cases', 'detail', 'daily-case', 'tasks'] as const,
    queryFn: async () =>
      (await unwrap(api.GET('/cases/{slug}/tasks', { params: { path: { slug: 'daily-case' } } }))).data,
  })
  return (
    <Suspense fallback={<p>loading</p>}>
      <TaskList query={query} related={[['cases', 'detail', 'daily-case']]} />
    </Suspense>
  )
}

const renderTasks = (options: RenderWithAppOptions) => renderWithApp(<DailyCaseTasks />, options)

function row(text: string): HTMLElement {
  return screen.getByText(text).closest('li')!
}

/** A stand-in for the tab `window.open` gives, to see where it is sent. */
function stubNewTab() {
  const tab = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() }
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
  return { tab, open }
}

afterEach(() => vi.restoreAllMocks())

describe('TaskList', () => {
  it('asks a guest to log in and loads nothing', async () => {
    const { backend } = await renderTasks({})
    expect(await screen.findByText('To access the tasks, log in!')).toBeTruthy()
    expect(backend.callsTo('get', '/cases/{slug}/tasks')).toHaveLength(0)
  })

  it('checks a task on demand and shows it completed, as the server now has it', async () => {
    const { backend } = await renderTasks({ scenario: 'rich-with-open-case' })

    await screen.findByText('Set your tradelink in the profile')
    expect(screen.getByText('Completed 0 of 3')).toBeTruthy()
    // Tasks checked on the site have one button, named by the server.
    await userEvent.click(within(row('Set your tradelink in the profile')).getByRole('button', { name: 'Check' }))

    await waitFor(() => expect(within(row('Set your tradelink in the profile')).getByText('Completed')).toBeTruthy())
    expect(within(row('Set your tradelink in the profile')).queryByRole('button')).toBeNull()
    expect(screen.getByText('Completed 1 of 3')).toBeTruthy()
    expect(backend.callsTo('post', '/tasks/{id}/check').map((request) => new URL(request.url).pathname)).toEqual([
      '/api/tasks/2/check',
    ])
  })

  it('keeps a task open when the server says its condition does not hold', async () => {
    const { backend, services } = await renderTasks({ persona: 'new' })

    await screen.findByText('Reach level 1 on the game platform')
    await userEvent.click(within(row('Reach level 1 on the game platform')).getByRole('button', { name: 'Check' }))

    await waitFor(() => expect(backend.callsTo('post', '/tasks/{id}/check')).toHaveLength(1))
    await waitFor(() =>
      expect(within(row('Reach level 1 on the game platform')).getByRole('button', { name: 'Check' })).toHaveProperty(
        'disabled',
        false,
      ),
    )
    expect(screen.getByText('Completed 0 of 3')).toBeTruthy()
    // Said on its row, once (not toasted as well), with the way to the profile where the level is read.
    const refusal = within(row('Reach level 1 on the game platform')).getByRole('alert')
    expect(refusal.textContent).toMatch(/level/i)
    expect(within(refusal).getByRole('link', { name: 'Open your profile' }).getAttribute('href')).toBe('/en/profile')
    expect(services.toasts.getSnapshot()).toEqual([])
  })

  it("links a refused tradelink task to the profile's tradelink field", async () => {
    const { services } = await renderTasks({ persona: 'new' })

    await userEvent.click(
      within(
        await screen.findByText('Set your tradelink in the profile').then((text) => text.closest('li')!),
      ).getByRole('button', { name: 'Check' }),
    )

    const refusal = await within(row('Set your tradelink in the profile')).findByRole('alert')
    expect(refusal.textContent).toContain('Your tradelink is not set.')
    expect(within(refusal).getByRole('link', { name: 'Set your tradelink' }).getAttribute('href')).toBe(
      '/en/profile#tradelink',
    )
    expect(services.toasts.getSnapshot()).toEqual([])
  })

  it('opens the task link in a new tab, opened within the click so it is not blocked, and the visit is recorded', async () => {
    const { tab, open } = stubNewTab()
    const { backend } = await renderTasks({ persona: 'new' })

    await screen.findByText('Visit our partner SkinRush')
    await userEvent.click(within(row('Visit our partner SkinRush')).getByRole('button', { name: 'Visit' }))

    expect(open).toHaveBeenCalledWith('about:blank', '_blank')
    expect(tab.opener).toBeNull()
    await waitFor(() => expect(tab.location.href).toBe('https://skinrush.example/?ref=freeskins'))
    // Visiting is recorded by the server; the task is then checked with its own button, and now passes.
    await userEvent.click(within(row('Visit our partner SkinRush')).getByRole('button', { name: 'Check' }))
    await waitFor(() => expect(screen.getByText('Completed 1 of 3')).toBeTruthy())
    expect(backend.callsTo('get', '/tasks/{id}/link')).toHaveLength(1)
  })

  it('closes the opened tab when the link is not safe to follow', async () => {
    const { tab } = stubNewTab()
    await renderTasks({
      persona: 'new',
      overrides: [
        apiOverride('get', '/tasks/{id}/link', () => ({
          status: 200,
          body: { data: { link: 'javascript:alert(1)' } },
        })),
      ],
    })

    await userEvent.click(await screen.findByRole('button', { name: 'Visit' }))

    await waitFor(() => expect(tab.close).toHaveBeenCalled())
    expect(tab.location.href).toBe('about:blank')
  })
})
