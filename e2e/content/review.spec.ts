import { expect, test } from '../fixtures.ts'
import { openCard } from './open-card.ts'

test('guests are asked to log in instead of seeing the review form', async ({
  page,
  gotoApp,
  backendMode,
  apiBaseUrl,
}) => {
  await openCard({ page, gotoApp, backendMode, apiBaseUrl })
  const reviews = page.getByRole('main').getByRole('region', { name: 'Comments and reviews' })
  await expect(reviews.getByText('Sign in to leave a review.')).toBeVisible()
  await expect(reviews.getByRole('form', { name: 'Leave a review' })).toHaveCount(0)
})

test('a signed-in user posts a review: server errors show on the field, then the review and the rating appear', async ({
  page,
  gotoApp,
  signInAs,
  backendMode,
  apiBaseUrl,
}) => {
  await signInAs('regular')
  // A card nobody has rated yet, so the new mark decides its rating.
  const card = await openCard({ page, gotoApp, backendMode, apiBaseUrl }, (cards) => cards.find((c) => c.rating === 0))

  const main = page.getByRole('main')
  const form = main.getByRole('form', { name: 'Leave a review' })
  const text = form.getByRole('textbox', { name: 'Your review' })

  // Too short for the contract (3 to 1000 characters): the form's message appears on the text field.
  await form.getByRole('radio', { name: '5 stars' }).check()
  await text.fill('ok')
  await form.getByRole('button', { name: 'Publish review' }).click()
  await expect(text).toHaveAttribute('aria-invalid', 'true')
  const describedBy = (await text.getAttribute('aria-describedby')) ?? ''
  await expect(page.locator(`[id="${describedBy.split(' ').at(-1)}"]`)).toHaveText(/.+/)

  await text.fill('Got the bonus within ten minutes, works as described.')
  await expect(text).not.toHaveAttribute('aria-invalid', 'true')
  await form.getByRole('button', { name: 'Publish review' }).click()

  await expect(page.getByText('Thank you! Your review is published.')).toBeVisible()
  await expect(text).toHaveValue('')
  const reviews = main.getByRole('region', { name: 'Comments and reviews' })
  await expect(reviews.getByRole('article').first()).toContainText('Got the bonus within ten minutes')
  await expect(reviews.getByRole('article').first()).toContainText('RegularRaider')
  if (card.rating === 0) {
    await expect(main.getByRole('img', { name: 'Rating 5.0 out of 5' }).first()).toBeVisible()
  }
})

test('a review without a mark is not sent and says why', async ({
  page,
  gotoApp,
  signInAs,
  backendMode,
  apiBaseUrl,
}) => {
  await signInAs('regular')
  await openCard({ page, gotoApp, backendMode, apiBaseUrl })
  const form = page.getByRole('main').getByRole('form', { name: 'Leave a review' })
  await form.getByRole('textbox', { name: 'Your review' }).fill('A review without a mark')
  await form.getByRole('button', { name: 'Publish review' }).click()
  await expect(form.getByRole('group', { name: 'Your rating' })).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('Choose a rating from 1 to 5.')).toBeVisible()
})
