import type { Locator, Page } from '@playwright/test'
import { expect, test } from './console-guard.ts'
import { apiGet } from '../api.ts'
import type { FaultPlan } from '../fixtures.ts'
import type { PersonaName } from '../../mocks/personas.ts'
import type { ScenarioName } from '../../mocks/scenarios.ts'
import { tickCaptcha } from '../captcha.ts'
import { roulette } from '../games/cases-steps.ts'
import { drillFormFaults, drillSlowSubmit, formFaults, texts, type Locale } from './drills.ts'
import { MAINTENANCE } from './outages.ts'

/** What a failed press says, wherever the action says it (its form, its dialog or a toast). */
const said = {
  network: { en: /did not reach the server/, ru: /Запрос не дошёл до сервера/ },
  '500': texts.unavailable,
  'error text': { en: MAINTENANCE, ru: MAINTENANCE },
  '401': texts.needAuth,
  '422': texts.checkField,
} as const

type ActionFault = keyof typeof said

const plans: Record<ActionFault, (field: string) => FaultPlan> = {
  network: () => ({ status: 0, method: 'POST' }),
  '500': () => ({ status: 500, method: 'POST' }),
  'error text': () => ({ status: 409, message: MAINTENANCE, method: 'POST' }),
  '401': () => ({ status: 401, method: 'POST' }),
  '422': (field) => ({ status: 422, fields: [field], method: 'POST' }),
}

/**
 * A one-press action (its only field, if any, is the captcha): pressed once per fault, each
 * time said in the page's language with the page still there and the button ready for the
 * next press; then a held answer that succeeds, with one request for a busy button pressed
 * again. A 401 ends the session, so it comes last and is followed by the guest's page.
 */
interface PressAction {
  name: string
  locale: Locale
  persona?: PersonaName
  scenario?: ScenarioName
  path: string
  api: string
  /** The field a 422 names. */
  field: string
  /** Gets the page ready for a press (ticks the captcha, opens the dialog) and answers the button. */
  ready: (page: Page) => Promise<Locator>
  done: (page: Page) => Promise<void>
  faults: readonly ActionFault[]
}

const tick = (page: Page, name: string) => tickCaptcha(page.getByRole('main'), name)

const pressActions: PressAction[] = [
  {
    name: 'open a case',
    locale: 'en',
    scenario: 'regular-promocode-activated',
    path: '/en/games/cases/promo-case',
    api: '/cases/promo-case/open',
    field: 'captchaToken',
    ready: async (page) => {
      await tick(page, "I'm not a robot")
      return page.getByRole('main').getByRole('button', { name: 'Open the case' })
    },
    done: (page) => expect(roulette(page)).toBeVisible(),
    faults: ['network', '500', '422'],
  },
  {
    name: 'take a giveaway reward',
    locale: 'ru',
    scenario: 'regular-giveaway-ready',
    path: '/games/giveaways/games/cyberpunk-key',
    api: '/giveaways/cyberpunk-key/reward',
    field: 'captchaToken',
    ready: async (page) => {
      await tick(page, 'Я не робот')
      return page.getByRole('main').getByRole('button', { name: 'Забрать награду' })
    },
    done: (page) =>
      expect(page.getByRole('main').getByRole('button', { name: /^Копировать [A-Z0-9-]+$/ })).toBeVisible(),
    faults: ['error text', '422', '500'],
  },
  {
    name: 'buy in the shop',
    locale: 'en',
    persona: 'rich',
    path: '/en/shop',
    api: '/shop/buy',
    field: 'id',
    ready: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Buy this item?' })
      if (!(await dialog.isVisible())) {
        await page
          .getByRole('main')
          .getByRole('region', { name: 'Items on sale' })
          .getByRole('button', { name: /^Buy / })
          .first()
          .click()
      }
      return dialog.getByRole('button', { name: /^Buy for / })
    },
    // Bought: the dialog closes and the balance drops (the toast saying so lasts 3 s, too short to wait for on a busy machine).
    done: async (page) => {
      await expect(page.getByRole('dialog', { name: 'Buy this item?' })).toBeHidden()
      await expect(page.getByRole('banner').getByRole('link', { name: /GoldenDragon/ })).not.toContainText('50,000.00')
    },
    faults: ['network', 'error text', '401'],
  },
]

for (const action of pressActions) {
  test(`${action.name}: ${action.faults.join(', ')} said, the page kept, a slow press sends once and succeeds (${action.locale})`, async ({
    page,
    gotoApp,
    signInAs,
    resetBackend,
    planFault,
    liftFault,
  }) => {
    test.slow(true, 'several failed presses, then a held answer')
    if (action.scenario) await resetBackend(action.scenario)
    if (action.persona) await signInAs(action.persona)
    await gotoApp(action.path)
    for (const fault of action.faults) {
      await planFault(action.api, plans[fault](action.field))
      await (await action.ready(page)).click()
      if (fault === '422' && action.field === 'captchaToken') {
        const captcha = page.getByRole('main').getByRole('checkbox')
        await expect(captcha).toHaveAttribute('aria-invalid', 'true')
        await expect(captcha).toHaveAccessibleDescription(new RegExp(said['422'][action.locale]))
      } else {
        await expect(page.getByText(said[fault][action.locale]).first(), fault).toBeVisible()
      }
      await expect(page.getByRole('main')).not.toBeEmpty()
      if (fault === '401') {
        // Signed out on the server: the header now offers to sign in; signed in again, the action goes on.
        await expect(
          page.getByRole('banner').getByRole('button', { name: action.locale === 'en' ? 'Sign in' : 'Войти' }),
        ).toBeVisible()
        await signInAs(action.persona ?? 'regular')
        await gotoApp(action.path)
      }
    }
    await drillSlowSubmit(page, {
      submit: await action.ready(page),
      apiPath: action.api,
      planFault,
      liftFault,
      expectDone: () => action.done(page),
    })
  })
}

/** A form with a field: the shared form drill (network, 500, an error text, 422 on the field), then a slow submit that succeeds. */
interface FormAction {
  name: string
  locale: Locale
  persona: PersonaName
  path: string
  api: string
  field: string
  form: (page: Page) => Locator
  input: (form: Locator) => Locator
  submit: (form: Locator) => Locator
  value: string
  done: (page: Page) => Promise<void>
}

const formActions: FormAction[] = [
  {
    name: 'activate a case promocode',
    locale: 'en',
    persona: 'regular',
    path: '/en/games/cases/promo-case',
    api: '/cases/promo-case/promocodes/activate',
    field: 'code',
    form: (page) =>
      page
        .getByRole('main')
        .locator('form')
        .filter({ has: page.getByRole('textbox', { name: 'Promocode' }) }),
    input: (form) => form.getByRole('textbox', { name: 'Promocode' }),
    submit: (form) => form.getByRole('button', { name: 'Activate' }),
    value: 'FREESKINS',
    done: (page) => expect(page.getByText('Promocode activated: the case can be opened.')).toBeVisible(),
  },
  {
    name: 'change the referral code',
    locale: 'ru',
    persona: 'regular',
    path: '/ref',
    api: '/ref/update',
    field: 'code',
    form: (page) => page.getByRole('main').getByRole('region', { name: 'Ваш реферальный код' }),
    input: (form) => form.getByRole('textbox', { name: 'Новый код' }),
    submit: (form) => form.getByRole('button', { name: 'Изменить код' }),
    value: 'RAIDERX7',
    done: (page) => expect(page.getByText('Теперь ваш код — RAIDERX7.')).toBeVisible(),
  },
]

for (const action of formActions) {
  test(`${action.name}: every failure said on the form, the code kept, a slow submit sends once and succeeds (${action.locale})`, async ({
    page,
    gotoApp,
    signInAs,
    planFault,
    liftFault,
  }) => {
    test.slow(true, 'four failed submits, then a held answer')
    await signInAs(action.persona)
    await gotoApp(action.path)
    const form = action.form(page)
    const input = action.input(form)
    await input.fill(action.value)
    const faults = formFaults(action.locale, { api: action.field, locator: () => input })
    await drillFormFaults(page, {
      form,
      submit: action.submit(form),
      values: [{ field: input, value: action.value }],
      faults,
      apiPath: action.api,
      planFault,
    })
    await drillSlowSubmit(page, {
      submit: action.submit(form),
      apiPath: action.api,
      planFault,
      liftFault,
      expectDone: () => action.done(page),
    })
  })
}

test('marking notifications read fails silently: the dot stays, and the next opening marks them (en)', async ({
  page,
  gotoApp,
  signInAs,
  planFault,
}) => {
  await signInAs('regular')
  await gotoApp('/en')
  const header = page.getByRole('banner')
  const unread = header.getByRole('button', { name: 'Notifications, unread' })
  await planFault('/notifications/view', { status: 500, method: 'POST' })
  const failed = page.waitForResponse(
    (response) => response.url().endsWith('/notifications/view') && response.status() === 500,
  )
  await unread.click()
  await failed
  await expect(unread).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  // Spec section 8: a notification call's failure is swallowed: no toast, and nothing marked.
  await expect(page.getByRole('alert').filter({ hasText: texts.unavailable.en })).toHaveCount(0)
  await expect(unread).toBeVisible()
  await unread.click()
  await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()
})

test('an admin save: every failure said on the form, what was typed kept, a slow save sends once and saves (en)', async ({
  page,
  gotoApp,
  signInAs,
  planFault,
  liftFault,
  backendMode,
  apiBaseUrl,
}) => {
  test.slow(true, 'four failed saves, then a held answer')
  await signInAs('admin')
  if (backendMode === 'browser-mock') await gotoApp('/en')
  const { id } = (await apiGet<{ data: { id: number }[] }>(page, backendMode, apiBaseUrl, '/admin/categories')).data[0]!
  await gotoApp(`/en/admin/categories/${id}`)
  const form = page.getByRole('main').locator('form')
  const name = form.getByRole('textbox', { name: 'Name, English' })
  const renamed = 'CS2 cases, renamed'
  await name.fill(renamed)
  const save = form.getByRole('button', { name: /^(Save|Saving…)$/ })
  const apiPath = `/admin/categories/${id}`
  await drillFormFaults(page, {
    form,
    submit: save,
    values: [{ field: name, value: renamed }],
    faults: formFaults('en', { api: 'name.en', locator: () => name }, 'PUT'),
    apiPath,
    planFault,
  })
  await drillSlowSubmit(page, {
    submit: save,
    apiPath,
    planFault,
    liftFault,
    method: 'PUT',
    expectDone: () => expect(page.getByText(`Saved: ${renamed}`)).toBeVisible(),
  })
})
