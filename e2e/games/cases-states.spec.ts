import type { Page } from '@playwright/test'
import { expect, failedRequestLine, test } from '../fixtures.ts'
import { tickCaptcha } from '../captcha.ts'

const WINDOW_MS = 60_000
const PERIOD_MS = 5 * 60_000

function caseCard(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
}

test('each case card says what stands between the visitor and opening it', async ({ page, gotoApp }) => {
  const rouletteCode: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('case-roulette')) rouletteCode.push(request.url())
  })
  await gotoApp('/en')
  await gotoApp('/en/games/cases')
  await expect(caseCard(page, 'Daily case')).toContainText('Tasks done: 0 of 3')
  await expect(caseCard(page, 'Promo case')).toContainText('Needs a promocode')
  // The symbol's first window opens as the backend starts: open now, for under a minute.
  await expect(caseCard(page, 'Symbol case')).toContainText('Open for')
  await expect(caseCard(page, 'Symbol case').getByRole('timer')).toHaveText(/^0:00:[0-5]\d$/)

  await gotoApp('/en/games')
  const top = page.getByRole('region', { name: 'Top free cases' })
  await expect(top.getByRole('article').first()).toContainText(
    /Tasks done|Ready to open|Needs a promocode|Open for|Opens in/,
  )
  expect(rouletteCode, 'the roulette is code for the case page only').toEqual([])
})

test('a used-up promocode is refused on the promocode field', async ({
  page,
  gotoApp,
  signInAs,
  expectConsoleErrors,
}) => {
  expectConsoleErrors('the API refuses the used-up promocode', failedRequestLine(422))
  await signInAs('regular')
  await gotoApp('/en/games/cases/promo-case')
  const code = page.getByRole('textbox', { name: 'Promocode' })
  await code.fill('USEDUP')
  await page.getByRole('button', { name: 'Activate' }).click()
  await expect(code).toHaveAttribute('aria-invalid', 'true')
  await expect(code).toHaveAccessibleDescription(/This promocode has no activations left\./)
})

test.describe("in the visitor's own time zone", () => {
  test.use({ timezoneId: 'Asia/Yekaterinburg' })

  /** Whatever the machine's zone, the page writes the moment in the browser's: UTC+5 here. */
  function inYekaterinburg(iso: string, locale: 'en-GB' | 'ru-RU'): string {
    return new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Yekaterinburg',
    }).format(new Date(iso))
  }

  async function openClosedSymbol(page: Page, openLabel: string): Promise<string> {
    const answer = page.waitForResponse((response) => response.url().endsWith('/cases/symbol-case/open'))
    await tickCaptcha(page, /robot|робот/)
    await page.getByRole('button', { name: openLabel }).click()
    const body = (await (await answer).json()) as { availableAt?: string }
    if (!body.availableAt) throw new Error('the refusal has no availableAt')
    return body.availableAt
  }

  test('the symbol case, closed since the page loaded, says when it opens, in the page language, never as UTC', async ({
    page,
    gotoApp,
    signInAs,
    control,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors('the API refuses to open the closed case', failedRequestLine(400))
    await signInAs('regular')
    await gotoApp('/en/games/cases/symbol-case')
    await expect(page.getByText(/^Open for \d/)).toBeVisible()
    await control('clock', { advanceMs: String(WINDOW_MS + 1_000) })
    const at = await openClosedSymbol(page, 'Open the case')
    const alert = page.getByRole('alert')
    await expect(alert).toHaveText(
      `Error: The symbol case is closed now. Available from ${inYekaterinburg(at, 'en-GB')}.`,
    )
    await expect(alert).not.toContainText('UTC')

    // The next window, in Russian: open, then closed again under the open page.
    await control('clock', { advanceMs: String(PERIOD_MS - WINDOW_MS) })
    await gotoApp('/games/cases/symbol-case')
    await expect(page.getByText(/^Открыт ещё \d/)).toBeVisible()
    await control('clock', { advanceMs: String(WINDOW_MS + 1_000) })
    const ruAt = await openClosedSymbol(page, 'Открыть кейс')
    await expect(page.getByRole('alert')).toHaveText(
      `Ошибка: Кейс-символ сейчас закрыт. Доступно с ${inYekaterinburg(ruAt, 'ru-RU')}.`,
    )
  })
})
