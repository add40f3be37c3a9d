import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import { ResourceFormPage } from '../resource-kit/resource-form-page'
import { phoneWidth, resourceStories } from '../test-harness/resource-story'
import { giveawaysResource } from './giveaways'

/** Giveaways on the fake backend, signed in as `admin`: #1 is the Cyberpunk 2077 key giveaway, with 11 keys and 2 tasks. */
const pages = resourceStories(giveawaysResource, { id: 1 })
const meta = { ...pages.meta } satisfies Meta<typeof ResourceFormPage>

export default meta
type Story = StoryObj<typeof meta>

const region = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }))

/** Title, kind, status, level, end and rewards left; narrowed to the ended ones. */
export const List: Story = pages.list({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const table = await page.findByRole('table', { name: 'Giveaways' })
    await expect(within(table).getAllByText('Active').length).toBeGreaterThan(0)
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Status' }), 'Ended')
    await waitFor(() => expect(within(table).queryAllByText('Active')).toHaveLength(0))
    await expect(within(table).getAllByText('Ended').length).toBeGreaterThan(0)
  },
})

/** Beside the form: the pool (each key copyable, who took it and when) and the tasks, with links to edit and add. */
export const PoolAndTasks: Story = {
  play: async ({ canvasElement }) => {
    const pool = await region(canvasElement, 'Reward pool')
    await expect(pool.getAllByRole('button', { name: /^Copy / })).toHaveLength(11)
    await expect(pool.getByRole('link', { name: 'Add a reward' }).getAttribute('href')).toMatch(
      /\/admin\/rewards\/new\?giveawayId=1$/,
    )
    await expect(pool.getByRole('link', { name: 'Edit VQC6H-CCFRS-B0OUB' }).getAttribute('href')).toMatch(
      /\/admin\/rewards\/5$/,
    )
    const tasks = await region(canvasElement, 'Tasks')
    await expect(tasks.getAllByRole('row')).toHaveLength(3)
    await expect(tasks.getByRole('link', { name: 'New task' }).getAttribute('href')).toMatch(
      /\/admin\/tasks\/new\?owner=giveaway&ownerId=1$/,
    )
  },
}

/** New keys one per line: a key already in the pool and one typed twice are named by line; fixed, they join the pool. */
export const NewRewards: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const keys = await page.findByRole('textbox', { name: 'Keys or codes to add, one per line' })
    await userEvent.type(keys, 'vqc6h-ccfrs-b0oub{Enter}NEW11-AAAAA-BBBBB{Enter}NEW11-AAAAA-BBBBB')
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(keys).toHaveAttribute('aria-invalid', 'true'))
    await expect(keys).toHaveAccessibleDescription(
      expect.stringContaining(
        'Some lines were refused. Line 1: This key or code is already in the giveaway. Line 3: This key or code is already in the list above.',
      ),
    )
    await userEvent.clear(keys)
    await userEvent.type(keys, 'NEW11-AAAAA-BBBBB{Enter}NEW22-CCCCC-DDDDD')
    await expect(keys).not.toHaveAttribute('aria-invalid')
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await expect(await page.findByText('Saved: Cyberpunk 2077 key')).toBeInTheDocument()
  },
}

/** Ending before it starts is refused at the end; the dates are entered in UTC. */
export const EndsBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await fireEvent.change(await page.findByLabelText('Starts at (UTC)'), { target: { value: '2031-06-10T12:00' } })
    await fireEvent.change(page.getByLabelText('Ends at (UTC)'), { target: { value: '2031-06-01T12:00' } })
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(page.getByLabelText('Ends at (UTC)')).toHaveAccessibleDescription(
        expect.stringContaining('The giveaway must end after it starts.'),
      ),
    )
  },
}

/** A new giveaway: no pool or tasks beside it yet; what is missing is said at each field. */
export const Create: Story = pages.create({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('button', { name: 'Create' }))
    await waitFor(() =>
      expect(page.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription(
        expect.stringContaining('This field is required.'),
      ),
    )
    await expect(page.getByLabelText('Starts at (UTC)')).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    )
    await expect(page.queryByRole('region', { name: 'Reward pool' })).toBeNull()
  },
})

export const EditRussian: Story = pages.edit(1, {
  locale: 'ru',
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('region', { name: 'Пул наград' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Ключи или коды для добавления, по одному в строке' })).toBeVisible()
  },
})

/** Phone width: one column; the pool's table scrolls in its own box. */
export const Narrow: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    await region(canvasElement, 'Reward pool')
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
}
