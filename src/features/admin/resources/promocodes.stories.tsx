import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import { ResourceFormPage } from '../resource-kit/resource-form-page'
import { columnTexts, resourceStories } from '../test-harness/resource-story'
import { promocodesResource } from './promocodes'

/** Promocodes on the fake backend, signed in as `admin`: FREESKINS (#1) of the Promo case (#4) was activated twice of 5. */
const pages = resourceStories(promocodesResource, { id: 1 })
const meta = { ...pages.meta } satisfies Meta<typeof ResourceFormPage>

export default meta
type Story = StoryObj<typeof meta>

const codes = (table: HTMLElement) => columnTexts(table)

/** Code, case, used of allowed, left, end, automatic; ordered by what is left. */
export const List: Story = pages.list({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const table = await page.findByRole('table', { name: 'Promocodes' })
    const freeskins = within(within(table).getByRole('cell', { name: 'FREESKINS' }).closest('tr') as HTMLElement)
    await expect(freeskins.getByRole('cell', { name: '2 / 5' })).toBeVisible()
    await expect(freeskins.getByRole('cell', { name: '3' })).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Left' }))
    await waitFor(() =>
      expect(page.getByRole('columnheader', { name: /Left/ })).toHaveAttribute('aria-sort', 'descending'),
    )
    await waitFor(() => expect(codes(table).at(-1)).toBe('USEDUP'))
  },
})

/** Fewer activations than were made, and a code another has: both refused at their fields. */
export const Refusals: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('textbox', { name: 'Activations so far' })).toHaveValue('2')
    const allowed = page.getByRole('spinbutton', { name: 'Activations allowed' })
    await userEvent.clear(allowed)
    await userEvent.type(allowed, '1')
    const code = page.getByRole('textbox', { name: 'Code' })
    await userEvent.clear(code)
    await userEvent.type(code, 'lastchance')
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(allowed).toHaveAccessibleDescription(expect.stringContaining('At least the activations made so far: 2.')),
    )
    await expect(code).toHaveAccessibleDescription(
      expect.stringContaining('This code already exists (whatever its case).'),
    )
  },
}

/** The end is entered in UTC and saved as that moment; the list shows it back in UTC. */
export const ValidUntilInUtc: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const until = await page.findByLabelText('Valid until (UTC)')
    await fireEvent.change(until, { target: { value: '2031-07-01T21:30' } })
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await expect(await page.findByText('Saved: FREESKINS')).toBeInTheDocument()
    const response = await fetch('/api/admin/promocodes/1', { credentials: 'include' })
    const saved = (await response.json()) as { data: { validUntil: string } }
    await expect(saved.data.validUntil).toBe('2031-07-01T21:30:00.000Z')
  },
}

/** A code a user has activated but not used yet cannot go: the server's reason in the dialog. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('heading', { level: 1, name: 'Promocode FREESKINS' })
    // The signed-in admin activates the code on the case page, as a visitor would.
    const form = new FormData()
    form.set('code', 'FREESKINS')
    await fetch('/api/cases/promo-case/promocodes/activate', { method: 'POST', body: form, credentials: 'include' })
    await userEvent.click(page.getByRole('button', { name: 'Delete' }))
    const dialog = within(await within(document.body).findByRole('dialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      '1 user with an activation not yet used to open the case',
    )
  },
}

/** From a case's "New promocode" link: the case is preset; only promocode cases are offered. */
export const CreateForCase: Story = pages.create({
  preset: { caseId: 4 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const caseSelect = await page.findByRole('combobox', { name: 'Case' })
    await waitFor(() => expect(caseSelect).toHaveDisplayValue('Promo case'))
    await expect(within(caseSelect).queryByRole('option', { name: 'Daily case' })).toBeNull()
    await expect(page.queryByRole('textbox', { name: 'Activations so far' })).toBeNull()
    await userEvent.type(page.getByRole('textbox', { name: 'Code' }), 'SUMMER25')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    await expect(await page.findByText('Created: SUMMER25')).toBeInTheDocument()
  },
})

export const EditRussian: Story = pages.edit(1, {
  locale: 'ru',
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('textbox', { name: 'Активаций сделано' })).toHaveValue('2')
    await expect(page.getByLabelText('Действует до (UTC)')).toBeVisible()
  },
})
