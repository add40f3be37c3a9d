import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { withFrame } from '@testing/stories/with-frame'
import { ArticleListItem } from './article-list-item'

const article: Schemas['ArticleListItem'] = {
  title: 'How to get free CS2 skins in 2025',
  preview: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><rect width="320" height="120" fill="#2b6cb0"/></svg>')}`,
  slug: 'free-cs2-skins-2025',
  promocode: 'ARTICLE5',
  description: 'Ten sites that give skins for signing up, and what to watch out for.',
  createdAt: '2025-03-14T09:00:00.000Z',
  views: 1234,
}

const meta = {
  component: ArticleListItem,
  decorators: [withFrame(720)],
  args: { article },
  parameters: { route: '/en/articles' },
  globals: { locale: 'en' },
} satisfies Meta<typeof ArticleListItem>

export default meta
type Story = StoryObj<typeof meta>

/** The title links to the article; the picture's link is a duplicate kept out of the tab order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = await canvas.findByRole('heading', { level: 2, name: article.title })
    await expect(within(heading).getByRole('link')).toHaveAttribute('href', '/en/articles/free-cs2-skins-2025')
    await expect(canvas.getAllByRole('link')).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: 'Copy promocode ARTICLE5' })).toBeVisible()
    await expect(canvas.getByText('1,234 views')).toBeVisible()
  },
}

/** No promocode, no (safe) picture: only the text. */
export const NoPromocodeNoPicture: Story = {
  args: { article: { ...article, promocode: null, preview: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: article.title })).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(canvasElement.querySelector('img')).toBeNull()
  },
}

export const LongText: Story = {
  args: {
    article: {
      ...article,
      title:
        'How to get free CS2 skins, cases, knives and gloves in 2025 without a deposit: the complete guide for beginners',
      description: 'A very long description of the article that keeps going and going. '.repeat(6),
      promocode: 'SPRING-2025-SUPER-ARTICLE-BONUS-CODE',
      views: 9876543,
    },
  },
}

/** Russian is the default language: the link has no locale prefix. */
export const Russian: Story = {
  args: {
    article: {
      ...article,
      title: 'Как получить бесплатные скины CS2',
      description: 'Десять сайтов, которые дарят скины за регистрацию.',
    },
  },
  parameters: { route: '/articles' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Как получить бесплатные скины CS2' })).toHaveAttribute(
      'href',
      '/articles/free-cs2-skins-2025',
    )
    await expect(canvas.getByRole('button', { name: 'Копировать промокод ARTICLE5' })).toBeVisible()
  },
}
