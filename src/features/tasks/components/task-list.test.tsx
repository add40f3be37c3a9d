// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { queryOptions } from '@tanstack/react-query'
import type { Schemas } from '~/api/types'
import { createFakeFetch } from '~/shared/testing/fake-fetch'
import { makeCore, makeSignedInCore } from '~/shared/testing/fixtures'
import { renderWithApp } from '~/shared/testing/render-with-app'
import { TaskList } from './task-list'

type Task = Schemas['Task']

const visitTask: Task = {
  id: 7,
  type: 'join_group',
  typeLabel: 'Join a group',
  redirectUrl: 'https://vk.com/freeskins',
  completed: false,
  text: 'Join our VK group',
  buttonText: 'Join',
}
const levelTask: Task = {
  id: 9,
  type: 'steam_level',
  typeLabel: 'Steam level',
  redirectUrl: null,
  completed: false,
  text: 'Reach Steam level 5',
  buttonText: 'Check the level',
}

const tasksQuery = (tasks: Task[]) =>
  queryOptions({ queryKey: ['cases', 'detail', 'starter', 'tasks'] as const, queryFn: () => Promise.resolve(tasks) })

afterEach(() => vi.restoreAllMocks())

describe('TaskList', () => {
  it('asks a guest to log in and loads nothing', async () => {
    const queryFn = vi.fn(() => Promise.resolve([visitTask]))
    await renderWithApp(<TaskList query={queryOptions({ queryKey: ['tasks-of-guest'], queryFn })} />, { core: makeCore() })

    expect(screen.getByText('To access the tasks, log in!')).toBeTruthy()
    expect(queryFn).not.toHaveBeenCalled()
  })

  it('checks a task on demand and shows it completed', async () => {
    // The server's progress: the check completes the task, a later refetch sees it completed.
    let serverTasks = [visitTask, levelTask]
    const fake = createFakeFetch({
      'POST /tasks/9/check': () => {
        serverTasks = [visitTask, { ...levelTask, completed: true }]
        return Response.json({ data: serverTasks[1] })
      },
    })
    const query = queryOptions({ queryKey: ['cases', 'detail', 'starter', 'tasks'] as const, queryFn: () => Promise.resolve(serverTasks) })
    await renderWithApp(<TaskList query={query} related={[['cases', 'detail', 'starter']]} />, {
      core: makeSignedInCore(),
      fetch: fake.fetch,
    })

    const row = (await screen.findByText('Reach Steam level 5')).closest('li')!
    expect(screen.getByText('Completed 0 of 2')).toBeTruthy()
    // Tasks checked on the site have one button, named by the server.
    await userEvent.click(within(row).getByRole('button', { name: 'Check the level' }))

    await waitFor(() => expect(within(row).getByText('Completed')).toBeTruthy())
    expect(within(row).queryByRole('button')).toBeNull()
    expect(screen.getByText('Completed 1 of 2')).toBeTruthy()
    expect(fake.callsTo('POST /tasks/9/check')).toHaveLength(1)
  })

  it('keeps a task open when the server says its condition does not hold', async () => {
    const fake = createFakeFetch({
      'POST /tasks/9/check': () => Response.json({ error: 'Your level is below 5' }, { status: 400 }),
    })
    await renderWithApp(<TaskList query={tasksQuery([levelTask])} />, { core: makeSignedInCore(), fetch: fake.fetch })

    const button = await screen.findByRole('button', { name: 'Check the level' })
    await userEvent.click(button)

    await waitFor(() => expect(fake.callsTo('POST /tasks/9/check')).toHaveLength(1))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check the level' })).toHaveProperty('disabled', false))
    expect(screen.getByText('Completed 0 of 1')).toBeTruthy()
  })

  it('opens the task link in a new tab, opened within the click so it is not blocked', async () => {
    const tab = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
    const fake = createFakeFetch({
      'GET /tasks/7/link': () => Response.json({ data: { link: 'https://vk.com/freeskins?from=site' } }),
    })
    await renderWithApp(<TaskList query={tasksQuery([visitTask])} />, { core: makeSignedInCore(), fetch: fake.fetch })

    const row = (await screen.findByText('Join our VK group')).closest('li')!
    await userEvent.click(within(row).getByRole('button', { name: 'Join' }))

    expect(open).toHaveBeenCalledWith('about:blank', '_blank')
    expect(tab.opener).toBeNull()
    await waitFor(() => expect(tab.location.href).toBe('https://vk.com/freeskins?from=site'))
    // Visiting is recorded by the server; the task is then checked with its own button.
    expect(within(row).getByRole('button', { name: 'Check' })).toBeTruthy()
  })

  it('closes the opened tab when the link is not safe to follow', async () => {
    const tab = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
    const fake = createFakeFetch({
      'GET /tasks/7/link': () => Response.json({ data: { link: 'javascript:alert(1)' } }),
    })
    await renderWithApp(<TaskList query={tasksQuery([visitTask])} />, { core: makeSignedInCore(), fetch: fake.fetch })

    await userEvent.click(await screen.findByRole('button', { name: 'Join' }))

    await waitFor(() => expect(tab.close).toHaveBeenCalled())
    expect(tab.location.href).toBe('about:blank')
  })
})
