import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { SitemapSection } from './sitemap-section'

const meta = {
  component: SitemapSection,
  decorators: [withFrame()],
  args: {
    title: 'Categories',
    children: (
      <ul>
        <li>
          <a href="/en/cs2-cases">CS2 cases</a>
        </li>
        <li>
          <a href="/en/rust">Rust</a>
        </li>
      </ul>
    ),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof SitemapSection>

export default meta
type Story = StoryObj<typeof meta>

/** A region named by its heading, with its links inside. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Categories' })
    await expect(within(region).getByRole('heading', { level: 2, name: 'Categories' })).toBeVisible()
    await expect(within(region).getAllByRole('link')).toHaveLength(2)
  },
}

/** Two sections on one page keep their own names. */
export const TwoSections: Story = {
  render: (args) => (
    <>
      <SitemapSection {...args} />
      <SitemapSection title="Articles">
        <ul>
          <li>
            <a href="/en/articles/free-cs2-skins">How to get free CS2 skins</a>
          </li>
        </ul>
      </SitemapSection>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('region', { name: 'Articles' })).toBeVisible()
    await expect(
      within(canvas.getByRole('region', { name: 'Categories' })).queryByRole('link', {
        name: 'How to get free CS2 skins',
      }),
    ).toBeNull()
  },
}

export const LongText: Story = {
  args: {
    title: 'Sites with free CS2 skins, cases, giveaways and bonuses for new players without a deposit',
    children: (
      <ul>
        {Array.from({ length: 12 }, (_, i) => (
          <li key={i}>
            <a href={`/en/site-${i + 1}`}>A site with a rather long name number {i + 1}</a>
          </li>
        ))}
      </ul>
    ),
  },
}

export const Russian: Story = {
  args: {
    title: 'Категории',
    children: (
      <ul>
        <li>
          <a href="/cs2-cases">Кейсы CS2</a>
        </li>
      </ul>
    ),
  },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Категории' })).toBeVisible()
  },
}
