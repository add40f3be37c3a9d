import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { CommentTarget } from '../api/comment-target'

interface CommentWording {
  form: MessageDescriptor
  rating: MessageDescriptor
  text: MessageDescriptor
  hint: MessageDescriptor
  submit: MessageDescriptor
  published: MessageDescriptor
  guest: MessageDescriptor
}

/**
 * A site is reviewed (what the visitor got from it, and how fast); an article is commented on.
 * Both carry a mark, as the spec's comment has an evaluation for either.
 */
export const commentWording: Record<CommentTarget, CommentWording> = {
  cards: {
    form: msg`Leave a review`,
    rating: msg`Your rating`,
    text: msg`Your review`,
    hint: msg`What did you get, and how quickly?`,
    submit: msg`Publish review`,
    published: msg`Thank you! Your review is published.`,
    guest: msg`Sign in to leave a review.`,
  },
  articles: {
    form: msg`Leave a comment`,
    rating: msg`Rate the article`,
    text: msg`Your comment`,
    hint: msg`Was the article useful? What was missing or unclear?`,
    submit: msg`Publish comment`,
    published: msg`Thank you! Your comment is published.`,
    guest: msg`Sign in to leave a comment.`,
  },
}
