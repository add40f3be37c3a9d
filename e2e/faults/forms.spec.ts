import { expect, test } from './console-guard.ts'
import { openCard } from '../content/open-card.ts'
import { drillFormFaults, drillSlowSubmit, formFaults, texts } from './drills.ts'

const GOOD_TRADELINK = 'https://steamcommunity.com/tradeoffer/new/?partner=100000001&token=Fr3shRc1'

test('tradelink form: every failure is said, the link is kept, and saving again works (en)', async ({
  page,
  gotoApp,
  signInAs,
  planFault,
  liftFault,
}) => {
  await signInAs('new')
  await gotoApp('/en/profile')
  const form = page.getByRole('main').getByRole('region', { name: 'Tradelink' })
  const field = form.getByRole('textbox', { name: 'Your tradelink' })
  const save = form.getByRole('button', { name: 'Save' })
  await field.fill(GOOD_TRADELINK)
  await drillFormFaults(page, {
    form,
    submit: save,
    values: [{ field, value: GOOD_TRADELINK }],
    faults: formFaults('en', { api: 'tradelink', locator: () => field }),
    apiPath: '/profile/tradelink',
    planFault,
  })
  await drillSlowSubmit(page, {
    submit: save,
    apiPath: '/profile/tradelink',
    planFault,
    liftFault,
    expectDone: () => expect(page.getByText('Tradelink saved.')).toBeVisible(),
  })
  await expect(field).toHaveValue(GOOD_TRADELINK)
})

test('tradelink form: a session that ends says so, keeps the link, and saves after signing in again (ru)', async ({
  page,
  gotoApp,
  signInAs,
  planFault,
}) => {
  await signInAs('new')
  await gotoApp('/profile')
  const form = page.getByRole('main').getByRole('region', { name: 'Трейд-ссылка' })
  const field = form.getByRole('textbox', { name: 'Ваша трейд-ссылка' })
  await field.fill(GOOD_TRADELINK)
  await drillFormFaults(page, {
    form,
    submit: form.getByRole('button', { name: 'Сохранить' }),
    values: [{ field, value: GOOD_TRADELINK }],
    faults: [
      ...formFaults('ru', { api: 'tradelink', locator: () => field }).slice(0, 1),
      {
        name: '401 in the middle of the session',
        plan: { status: 401, method: 'POST' },
        expectShown: (shown) =>
          expect(shown.getByRole('alert').filter({ hasText: texts.needAuth.ru }).first()).toBeVisible(),
      },
    ],
    apiPath: '/profile/tradelink',
    planFault,
  })
})

test('review form: every failure is said, the mark and text are kept, and publishing again works (en)', async ({
  page,
  gotoApp,
  signInAs,
  planFault,
  liftFault,
  backendMode,
  apiBaseUrl,
}) => {
  await signInAs('regular')
  const { slug } = await openCard({ page, gotoApp, backendMode, apiBaseUrl })
  const form = page.getByRole('main').getByRole('form', { name: 'Leave a review' })
  const text = form.getByRole('textbox', { name: 'Your review' })
  const mark = form.getByRole('radio', { name: '4 stars' })
  const publish = form.getByRole('button', { name: 'Publish review' })
  const review = 'Got the bonus within ten minutes, works as described.'
  await mark.check()
  await text.fill(review)
  await drillFormFaults(page, {
    form,
    submit: publish,
    values: [{ field: text, value: review }],
    faults: formFaults('en', { api: 'text', locator: () => text }),
    apiPath: `/cards/${slug}/comments/add`,
    planFault,
  })
  await expect(mark).toBeChecked()
  await drillSlowSubmit(page, {
    submit: form.getByRole('button', { name: /^(Publish review|Publishing…)$/ }),
    apiPath: `/cards/${slug}/comments/add`,
    planFault,
    liftFault,
    expectDone: () => expect(page.getByText('Thank you! Your review is published.')).toBeVisible(),
  })
})
