import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { msg } from '@lingui/core/macro'
import { ApiError } from '~/api/api-error'
import { withFrame } from '@testing/stories/with-frame'
import { columnBuilder } from './columns'
import { pageOf, RelatedRecords, type RelatedPage } from './related-records'

interface Code {
  id: number
  code: string
  left: number
}

const column = columnBuilder<Code, never>()
const columns = [column.text('code', msg`Code`), column.number('left', msg`Left`)]

const codes: Code[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  code: `CODE${String(i + 1).padStart(2, '0')}`,
  left: 23 - i,
}))

function Harness({ page, error = false }: { page: RelatedPage<Code> | undefined; error?: boolean }) {
  return (
    <RelatedRecords
      title="Promocodes"
      description="The codes that open this case."
      columns={columns}
      page={page}
      pageParam="codesPage"
      edit={{ section: 'promocodes', nameOf: (code) => code.code }}
      create={{ section: 'promocodes', label: 'New promocode', preset: { caseId: 4 } }}
      emptyText="No promocodes yet."
      error={
        error
          ? { error: new ApiError({ kind: 'network', status: 0 }), retry: () => undefined, retrying: false }
          : undefined
      }
    />
  )
}

/** A case's codes beside its form (the kit's related rows, on its table and page links). */
const meta = {
  component: Harness,
  decorators: [withFrame(900)],
  args: { page: pageOf(codes, 1, 10) },
  parameters: { route: '/en/admin/cases/4' },
  globals: { locale: 'en' },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

const section = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Promocodes' }))

/** A titled section: the rows with an edit link each, a link to add one preset for this record, page links under their own key. */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const codesSection = section(canvasElement)
    await expect(codesSection.getAllByRole('row')).toHaveLength(11)
    await expect(codesSection.getByRole('link', { name: 'Edit CODE03' })).toHaveAttribute(
      'href',
      '/en/admin/promocodes/3',
    )
    await expect(codesSection.getByRole('link', { name: /New promocode/ }).getAttribute('href')).toMatch(
      /\/en\/admin\/promocodes\/new\?caseId=4$/,
    )
    await expect(
      within(codesSection.getByRole('navigation', { name: 'Pages of Promocodes' }))
        .getByRole('link', { name: 'Page 3' })
        .getAttribute('href'),
    ).toMatch(/\?codesPage=3$/)
  },
}

/** The last page of rows cut from the record's own list. */
export const LastPage: Story = {
  args: { page: pageOf(codes, 3, 10) },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement).getAllByRole('row')).toHaveLength(4)
  },
}

export const Empty: Story = {
  args: { page: pageOf([], 1, 10) },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement).getByText('No promocodes yet.')).toBeVisible()
    await expect(section(canvasElement).queryByRole('table')).toBeNull()
  },
}

export const Loading: Story = {
  args: { page: undefined },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement).getByRole('status')).toHaveTextContent('Loading Promocodes…')
  },
}

/** A list of its own request that failed: the error and a retry, the heading kept. */
export const Failed: Story = {
  args: { page: undefined, error: true },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement).getByRole('alert')).toHaveTextContent('Check your internet connection.')
    await expect(section(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Narrow: Story = {
  decorators: [withFrame(375)],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement).getByRole('link', { name: 'Изменить CODE01' })).toBeVisible()
  },
}
