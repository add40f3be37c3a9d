import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { withFrame } from '@testing/stories/with-frame'
import { TableOfContents } from './table-of-contents'

const headings: Schemas['Heading'][] = [
  { id: 'ways', text: 'Ways to get skins', level: 2 },
  { id: 'cases', text: 'Cases', level: 3 },
  { id: 'giveaways', text: 'Giveaways', level: 3 },
  { id: 'summary', text: 'Summary', level: 2 },
]

const meta = {
  component: TableOfContents,
  decorators: [withFrame(760)],
  args: { headings },
  globals: { locale: 'en' },
} satisfies Meta<typeof TableOfContents>

export default meta
type Story = StoryObj<typeof meta>

/** h3 nested under the h2 before it; each entry links to its anchor. */
export const Nested: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Contents' })
    const [top, nested] = within(nav).getAllByRole('list')
    await expect(top?.querySelectorAll(':scope > li')).toHaveLength(2)
    await expect(nested).toBeDefined()
    await expect(within(nested as HTMLElement).getByRole('link', { name: 'Cases' })).toHaveAttribute('href', '#cases')
    await expect(within(nav).getByRole('link', { name: 'Summary' })).toHaveAttribute('href', '#summary')
  },
}

/** Anchors with spaces or Cyrillic are encoded; headings without an anchor or text are left out. */
export const UnusualAnchors: Story = {
  args: {
    headings: [
      { id: 'how it works', text: 'How it works', level: 2 },
      { id: 'бонусы', text: 'Бонусы', level: 2 },
      { id: '', text: 'No anchor', level: 2 },
      { id: 'blank', text: '   ', level: 2 },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Contents' })
    await expect(within(nav).getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '#how%20it%20works')
    await expect(within(nav).getByRole('link', { name: 'Бонусы' })).toHaveAttribute(
      'href',
      `#${encodeURIComponent('бонусы')}`,
    )
    await expect(within(nav).getAllByRole('link')).toHaveLength(2)
  },
}

/** No usable heading: no table of contents at all. */
export const Empty: Story = {
  args: { headings: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull()
  },
}

export const LongText: Story = {
  args: {
    headings: [
      {
        id: 'long',
        text: 'A heading so long that it has to wrap over several lines of the table of contents '.repeat(2),
        level: 2,
      },
      { id: 'deep', text: 'A nested heading that is also rather long and wraps as well', level: 3 },
      { id: 'deeper', text: 'Third level', level: 4 },
    ],
  },
}

export const Russian: Story = {
  args: {
    headings: [
      { id: 'ways', text: 'Способы получить скины', level: 2 },
      { id: 'cases', text: 'Кейсы', level: 3 },
      { id: 'summary', text: 'Итог', level: 2 },
    ],
  },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Содержание' })).toBeVisible()
  },
}
