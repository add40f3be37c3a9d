import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ApiError } from '~/api/api-error'
import { RootErrorPage } from './root-error-page'

const meta = {
  component: RootErrorPage,
  args: { reset: fn(), info: undefined, error: new ApiError({ kind: 'status', status: 503 }) },
  globals: { locale: 'en' },
} satisfies Meta<typeof RootErrorPage>

export default meta
type Story = StoryObj<typeof meta>

/** The initial data could not be loaded: the error alone, as the page's main landmark, with a retry. */
export const ServerError: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    const main = page.getByRole('main')
    await expect(within(main).getByRole('heading', { level: 1, name: '503: Something went wrong...' })).toBeVisible()
    await expect(within(main).getByRole('button', { name: 'Copy error' })).toBeVisible()
    await userEvent.click(within(main).getByRole('button', { name: 'Try again' }))
    await expect(args.reset).toHaveBeenCalledOnce()
  },
}

/** An answer without a status (the network failed) counts as a 500. */
export const NetworkError: Story = {
  args: { error: new ApiError({ kind: 'network', status: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: '500: Something went wrong...' }),
    ).toBeVisible()
  },
}

/** A 404 from the API: nothing to retry or copy. */
export const ApiNotFound: Story = {
  args: { error: new ApiError({ kind: 'message', status: 404, message: 'Not found' }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: '404: The page was not found' })).toBeVisible()
    await expect(page.queryByRole('button')).toBeNull()
  },
}

/** A bug in the code: no status, the generic title, the details to copy. */
export const Unexpected: Story = {
  args: { error: new TypeError("Cannot read properties of undefined (reading 'categories')") },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: 'An unexpected error has occurred' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Russian: Story = {
  parameters: { route: '/' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: '503: Что-то пошло не так...' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
  },
}
