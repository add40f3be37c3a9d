import type { Meta, StoryObj } from '@storybook/react-vite'
import { useQuery } from '@tanstack/react-query'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { Toaster } from '~/shared/ui/toasts/toaster'
import { apiOverride } from '@testing/api-override'
import { TaskRow, type TaskRowProps } from './task-row'
import styles from './task-list.module.css'

const joinGroup: Schemas['Task'] = {
  id: 7,
  type: 'join_group',
  typeLabel: 'Join a group',
  redirectUrl: 'https://vk.com/freeskins',
  completed: false,
  text: 'Join our VK group',
  buttonText: 'Join',
}

const steamLevel: Schemas['Task'] = {
  id: 9,
  type: 'steam_level',
  typeLabel: 'Steam level',
  redirectUrl: null,
  completed: false,
  text: 'Reach Steam level 5',
  buttonText: 'Check level',
}

const listKey = ['cases', 'detail', 'daily-case', 'tasks']

/** As in the task list: the row shows the cached list's entry, which a check replaces. */
function TaskInList({ task, ...props }: TaskRowProps) {
  const tasks = useQuery({
    queryKey: props.listKey,
    queryFn: () => [task],
    initialData: [task],
    staleTime: Infinity,
  }).data
  return <TaskRow task={tasks.find((entry) => entry.id === task.id) ?? task} {...props} />
}

const meta = {
  component: TaskRow,
  decorators: [
    (Story, { parameters }) => (
      <div style={{ padding: 24, maxWidth: (parameters.columnWidth as number | undefined) ?? 640 }}>
        <ol className={styles.list}>
          <Story />
        </ol>
        <Toaster />
      </div>
    ),
  ],
  args: { task: steamLevel, listKey },
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof TaskRow>

export default meta
type Story = StoryObj<typeof meta>

/** A task checked on the site has one button, named by the server; a passed check completes it. */
export const CheckPasses: Story = {
  render: (args) => <TaskInList {...args} />,
  parameters: {
    msw: [
      apiOverride('post', '/tasks/{id}/check', () => ({
        status: 200,
        body: { data: { ...steamLevel, completed: true } } satisfies Schemas['TaskResponse'],
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const check = await canvas.findByRole('button', { name: 'Check level' })
    await expect(check).toHaveAccessibleDescription('Reach Steam level 5')
    await expect(canvas.getAllByRole('button')).toHaveLength(1)
    await userEvent.click(check)
    await expect(await canvas.findByText('Completed')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** The server says the condition does not hold: an error toast, and the task stays open. */
export const CheckRefused: Story = {
  render: (args) => <TaskInList {...args} />,
  parameters: {
    msw: [
      apiOverride('post', '/tasks/{id}/check', () => ({
        status: 400,
        body: { error: 'Your Steam level is below 5.' },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Check level' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your Steam level is below 5.')
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Check level' })).toBeEnabled())
    await expect(canvas.queryByText('Completed')).toBeNull()
  },
}

export const Checking: Story = {
  parameters: { msw: [apiOverride('post', '/tasks/{id}/check', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Check level' }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Check level' })).toHaveAttribute('aria-busy', 'true'),
    )
  },
}

/**
 * A task with a page is visited first: the tab opens within the click (so it is not blocked)
 * and goes to the address the server answers; then the task is checked with its own button.
 */
export const VisitFirst: Story = {
  args: { task: joinGroup },
  parameters: {
    msw: [
      apiOverride('get', '/tasks/{id}/link', () => ({
        status: 200,
        body: { data: { link: 'https://vk.com/freeskins?from=site' } } satisfies Schemas['TaskLinkResponse'],
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const visit = await canvas.findByRole('button', { name: 'Join' })
    await expect(visit).toHaveAccessibleDescription('Join our VK group')
    await expect(canvas.getByRole('button', { name: 'Check' })).toHaveAccessibleDescription('Join our VK group')
    // No real tab in a test: the blocked-popup path opens the answered address by itself.
    const open = spyOn(window, 'open').mockReturnValue(null)
    try {
      await userEvent.click(visit)
      await expect(open).toHaveBeenNthCalledWith(1, 'about:blank', '_blank')
      await waitFor(() =>
        expect(open).toHaveBeenNthCalledWith(2, 'https://vk.com/freeskins?from=site', '_blank', 'noopener,noreferrer'),
      )
    } finally {
      open.mockRestore()
    }
  },
}

export const Completed: Story = {
  args: { task: { ...joinGroup, completed: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Completed')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const LongText: Story = {
  args: {
    task: {
      ...joinGroup,
      typeLabel: 'Visit the partner site',
      text: 'Visit SkinRush, sign in with Steam, open the bonus section and stay there for at least thirty seconds so the visit is counted. '.repeat(
        2,
      ),
      buttonText: 'Go to the partner site and claim the bonus',
    },
  },
}

export const Russian: Story = {
  args: {
    task: {
      ...joinGroup,
      typeLabel: 'Вступить в группу',
      text: 'Вступите в нашу группу ВКонтакте',
      buttonText: 'Вступить',
    },
  },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Вступить' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Проверить' })).toHaveAccessibleDescription(
      'Вступите в нашу группу ВКонтакте',
    )
  },
}

export const RussianCompleted: Story = {
  args: { task: { ...steamLevel, completed: true, typeLabel: 'Уровень Steam', text: 'Достигните 5 уровня Steam' } },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Выполнено')).toBeVisible()
  },
}

/** Whether the buttons are to the right of the task's words (or under them). */
async function buttonsBesideText(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement)
  const words = (await canvas.findByText(text)).getBoundingClientRect()
  const check = canvas.getByRole('button', { name: 'Проверить' }).getBoundingClientRect()
  return check.left >= words.right && check.top < words.bottom
}

/** Full width (a giveaway, a phone in landscape): the buttons beside the words. */
export const RussianWide: Story = {
  args: {
    task: {
      ...joinGroup,
      typeLabel: 'Перейти по ссылке',
      text: 'Посетите сайт партнёра SkinRush',
      buttonText: 'Перейти',
    },
  },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(await buttonsBesideText(canvasElement, 'Посетите сайт партнёра SkinRush')).toBe(true)
  },
}

/**
 * The narrow column beside a case at 900 px: the buttons go under the words, which keep their
 * width (beside two buttons they had some 60 px and broke inside words).
 */
export const RussianNarrowColumn: Story = {
  ...RussianWide,
  parameters: { columnWidth: 290 },
  play: async ({ canvasElement }) => {
    await expect(await buttonsBesideText(canvasElement, 'Посетите сайт партнёра SkinRush')).toBe(false)
    const words = within(canvasElement).getByText('Посетите сайт партнёра SkinRush')
    await expect(words.getBoundingClientRect().width).toBeGreaterThan(150)
  },
}
