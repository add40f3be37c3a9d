import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Icon, iconNames } from './icon'

const meta = {
  component: Icon,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, color: 'var(--color-text)' }}>
        <Story />
      </div>
    ),
  ],
  args: { name: 'search' },
  globals: { locale: 'en' },
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

/** Decorative: hidden from screen readers and never focusable. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')
    await expect(svg).toHaveAttribute('aria-hidden', 'true')
    await expect(svg).toHaveAttribute('focusable', 'false')
    await expect(svg).toHaveAttribute('width', '20')
  },
}

/** A brand mark is filled rather than outlined. */
export const Brand: Story = {
  args: { name: 'telegram', size: 32 },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')
    await expect(svg).toHaveAttribute('fill', 'currentColor')
    await expect(svg).toHaveAttribute('width', '32')
  },
}

/** Every icon, labelled with its name. */
export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 16,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Icon {...args} name={name} size={24} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem')
    await expect(items).toHaveLength(iconNames.length)
    for (const item of items) await expect(item.querySelector('svg')?.childElementCount).toBeGreaterThan(0)
  },
}

/** An icon-only control takes its accessible name from its own label, not from the icon. */
export const InIconButton: Story = {
  render: (args) => (
    <button
      type="button"
      aria-label="Search"
      style={{ display: 'inline-grid', placeItems: 'center', width: 40, height: 40 }}
    >
      <Icon {...args} />
    </button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Search' })).toBeVisible()
  },
}

/** Next to long text in a flex row, the icon keeps its size. */
export const BesideLongText: Story = {
  args: { name: 'info' },
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, width: 240, margin: 0 }}>
      <Icon {...args} />
      <span>{'A very long notice that wraps across several lines next to the icon. '.repeat(3)}</span>
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')?.getBoundingClientRect().width).toBe(20)
  },
}

export const Russian: Story = {
  render: (args) => (
    <button
      type="button"
      aria-label="Поиск"
      style={{ display: 'inline-grid', placeItems: 'center', width: 40, height: 40 }}
    >
      <Icon {...args} />
    </button>
  ),
  globals: { locale: 'ru' },
}
