import type { Locator, Page } from '@playwright/test'
import { expect } from './console-guard.ts'
import type { FaultPlan } from '../fixtures.ts'

export type Locale = 'ru' | 'en'

/** What the app says for each failure, in both languages (the fake backend's texts included). */
export const texts = {
  network: {
    en: 'The request did not reach the server. Check your connection and submit again: what you entered is kept.',
    ru: 'Запрос не дошёл до сервера. Проверьте подключение и отправьте форму ещё раз: всё, что вы ввели, сохранено.',
  },
  networkAction: {
    en: 'The request did not reach the server. Check your connection and try again.',
    ru: 'Запрос не дошёл до сервера. Проверьте подключение и попробуйте ещё раз.',
  },
  unavailable: { en: 'The service is temporarily unavailable', ru: 'Сервис временно недоступен' },
  needAuth: { en: 'Authorization needed: please log in', ru: 'Нужна авторизация: пожалуйста, войдите' },
  checkField: { en: 'Please check this field', ru: 'Проверьте это поле' },
  conflict: { en: 'Already taken by someone else', ru: 'Уже занято кем-то другим' },
} as const

/** The faults a form meets, each with what the page must show; the form keeps its values through all. */
export interface FormFault {
  name: string
  plan: FaultPlan
  /** What the user sees: the form's alert, a toast, or the field's own error. */
  expectShown: (page: Page, form: Locator) => Promise<void>
}

type Method = NonNullable<FaultPlan['method']>

export function formFaults(
  locale: Locale,
  field: { api: string; locator: (form: Locator) => Locator },
  method: Method = 'POST',
): FormFault[] {
  const toast = (page: Page, text: string) =>
    expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible()
  return [
    {
      name: 'network',
      plan: { status: 0, method },
      expectShown: (_page, form) => expect(form.getByText(texts.network[locale])).toBeVisible(),
    },
    { name: '500', plan: { status: 500, method }, expectShown: (page) => toast(page, texts.unavailable[locale]) },
    {
      name: '409 with its error text',
      plan: { status: 409, method, message: texts.conflict[locale] },
      expectShown: (page) => toast(page, texts.conflict[locale]),
    },
    {
      name: '422 on the field',
      plan: { status: 422, method, fields: [field.api] },
      expectShown: async (_page, form) => {
        const input = field.locator(form)
        await expect(input).toHaveAttribute('aria-invalid', 'true')
        await expect(input).toHaveAccessibleDescription(new RegExp(texts.checkField[locale]))
      },
    },
  ]
}

/**
 * Submits a filled form once per fault and checks what the page says, that the typed values
 * are still there and that the page is not blank; the fault is used up each time.
 */
export async function drillFormFaults(
  page: Page,
  options: {
    form: Locator
    submit: Locator
    /** The fields and what was typed in them. */
    values: readonly { field: Locator; value: string }[]
    faults: readonly FormFault[]
    apiPath: string
    planFault: (path: string, fault: FaultPlan) => Promise<void>
  },
): Promise<void> {
  const { form, submit, values, faults, apiPath, planFault } = options
  for (const fault of faults) {
    await planFault(apiPath, fault.plan)
    await submit.click()
    await fault.expectShown(page, form)
    for (const { field, value } of values) {
      await expect(field, `${fault.name}: the value is kept`).toHaveValue(value)
      // As the user would: a field the server refused is edited before sending again (the
      // form sends nothing while a field shows an error).
      if ((await field.getAttribute('aria-invalid')) === 'true') {
        await field.fill('')
        await field.fill(value)
      }
    }
    await expect(page.getByRole('main')).not.toBeEmpty()
    await expect(submit).toBeEnabled()
  }
}

/**
 * An answer held until the test lets it go: the submit button says it is busy and ignores a
 * second press (one request is sent), then the answer arrives. Nothing is timed.
 */
export async function drillSlowSubmit(
  page: Page,
  options: {
    submit: Locator
    apiPath: string
    planFault: (path: string, fault: FaultPlan) => Promise<void>
    liftFault: (path: string, method?: Method) => Promise<void>
    expectDone: () => Promise<void>
    method?: Method
  },
): Promise<void> {
  const { submit, apiPath, planFault, liftFault, expectDone, method = 'POST' } = options
  await planFault(apiPath, { hold: true, method })
  let sent = 0
  const count = (request: { method: () => string; url: () => string }) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(`/api${apiPath}`)) sent += 1
  }
  page.on('request', count)
  await submit.click()
  await expect(submit).toHaveAttribute('aria-busy', 'true')
  await submit.dispatchEvent('click')
  await submit.press('Enter').catch(() => undefined)
  await expect(submit).toHaveAttribute('aria-busy', 'true')
  // With the method it was planned for: the held call and the lift need not reach the fake backend
  // in the order they were sent (a loaded demo once let the lift pass first), and a call that comes
  // after the lift must find no plan left, or it waits out the 30 s hold.
  await liftFault(apiPath, method)
  await expectDone()
  // Not busy any more, or gone with its form (an opened case, an activated code, a saved record).
  await expect(submit.and(page.locator('[aria-busy="true"]'))).toHaveCount(0)
  page.off('request', count)
  expect(sent, 'one request for one busy submit').toBe(1)
}
