import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { withFrame } from '@testing/stories/with-frame'
import { CommentItem } from './comment-item'

const avatar = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#29a36a"/></svg>')}`

const comment: Schemas['Comment'] = {
  id: 9,
  evaluation: 4,
  text: 'Works, the bonus came in an hour.',
  user: { id: 1, steam_name: 'Dmitry_K', steam_avatar: avatar, steam_id: '76561198000000001' },
  createdAt: '2025-03-14T10:05:00.000Z',
}

const meta = {
  component: CommentItem,
  decorators: [withFrame(720)],
  args: { comment },
  globals: { locale: 'en' },
} satisfies Meta<typeof CommentItem>

export default meta
type Story = StoryObj<typeof meta>

/** Author, date, the mark read out as a rating, and the text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const review = within(await within(canvasElement).findByRole('article'))
    await expect(review.getByRole('heading', { level: 3, name: 'Dmitry_K' })).toBeVisible()
    await expect(review.getByRole('img', { name: 'Rating 4.0 out of 5' })).toBeVisible()
    await expect(review.getByText('14 March 2025')).toHaveAttribute('dateTime', comment.createdAt)
    await expect(review.getByText(comment.text)).toBeVisible()
  },
}

/** The text is shown as typed: markup in it stays text. */
export const MarkupStaysText: Story = {
  args: { comment: { ...comment, evaluation: 1, text: '<b>Scam</b> <img src=x onerror=alert(1)>' } },
  play: async ({ canvasElement }) => {
    const review = within(await within(canvasElement).findByRole('article'))
    await expect(review.getByText('<b>Scam</b> <img src=x onerror=alert(1)>')).toBeVisible()
    await expect(canvasElement.querySelector('b')).toBeNull()
  },
}

/** No usable avatar: a placeholder circle keeps the layout. */
export const NoAvatar: Story = {
  args: { comment: { ...comment, user: { ...comment.user, steam_avatar: '' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Dmitry_K' })).toBeVisible()
    await expect(canvasElement.querySelector('img')).toBeNull()
  },
}

export const LongText: Story = {
  args: {
    comment: {
      ...comment,
      evaluation: 2,
      text: `${'The bonus came after two days and only after I wrote to support three times. '.repeat(6)}\nSecond paragraph.`,
      user: { ...comment.user, steam_name: 'AVeryLongSteamNameThatDoesNotFitAnywhere_1234567890' },
    },
  },
}

export const Russian: Story = {
  args: { comment: { ...comment, evaluation: 5, text: 'Всё работает, бонус пришёл за час.' } },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const review = within(await within(canvasElement).findByRole('article'))
    await expect(review.getByRole('img', { name: 'Рейтинг: 5,0 из 5' })).toBeVisible()
    await expect(review.getByText('14 марта 2025 г.')).toBeVisible()
  },
}
