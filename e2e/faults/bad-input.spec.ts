import type { Locator, Page } from '@playwright/test'
import { expect, test } from './console-guard.ts'
import { apiGet } from '../api.ts'
import { openCard } from '../content/open-card.ts'

/**
 * Every form of the site met with what users (and scripts) really type: nothing, far too much,
 * the wrong kind of value, markup and numbers beyond any range. Each is refused on its field,
 * in the page's language, with what was typed still there; the fake backend never answers 5xx
 * (checked on every answer) and the console stays clean (the console guard).
 */
const SCRIPT = '<script>alert(1)</script>'
const HUGE = '9'.repeat(40)
const tooLong = (length: number, unit = 'x') => unit.repeat(length)

interface BadInput {
  name: string
  value: string
}

const empty: BadInput = { name: 'empty', value: '' }
const script: BadInput = { name: 'script tags', value: SCRIPT }
const huge: BadInput = { name: 'a huge number', value: HUGE }

/** Fails the test on any 5xx answer of the API, wherever it comes from. */
function refuseServerErrors(page: Page): void {
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.includes('/api/') && response.status() >= 500) {
      throw new Error(`${response.request().method()} ${response.url()} answered ${response.status()}`)
    }
  })
}

async function description(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  )
}

/**
 * Types each bad value into the field and submits: the field is marked invalid, describes more
 * than its hint (the error), and keeps the value. A field with a `maxLength` is given no more:
 * the browser stops the typing there, which the drill checks instead of submitting.
 */
async function drillBadInputs(field: Locator, submit: Locator, inputs: readonly BadInput[]): Promise<void> {
  const hint = await description(field)
  const maxLength = Number((await field.getAttribute('maxlength')) ?? Infinity)
  for (const input of inputs) {
    await field.fill(input.value)
    if (input.value.length > maxLength) {
      await expect(field, `${input.name}: the browser stops at the limit`).toHaveValue(input.value.slice(0, maxLength))
      continue
    }
    await submit.click()
    await expect(field, `${input.name}: refused on the field`).toHaveAttribute('aria-invalid', 'true')
    await expect.poll(() => description(field), `${input.name}: the field says why`).not.toBe(hint)
    await expect(field, `${input.name}: what was typed is kept`).toHaveValue(input.value)
  }
}

test('profile: the tradelink and the bot code refuse empty, long, wrong, markup and huge values on the field (en)', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  refuseServerErrors(page)
  await signInAs('new')
  await gotoApp('/en/profile')
  const main = page.getByRole('main')
  const tradelink = main.getByRole('region', { name: 'Tradelink' })
  await drillBadInputs(
    tradelink.getByRole('textbox', { name: 'Your tradelink' }),
    tradelink.getByRole('button', { name: 'Save' }),
    [
      empty,
      { name: 'too long', value: `https://steamcommunity.com/tradeoffer/new/?partner=1&token=${tooLong(3000)}` },
      { name: 'not a link', value: 'my trade link' },
      { name: 'another site', value: 'https://example.com/tradeoffer/new/?partner=1&token=abc' },
      { name: 'a script address', value: 'javascript:alert(1)' },
      script,
      huge,
    ],
  )
  const code = main.getByRole('textbox', { name: 'Code from the bot' })
  const verify = main.getByRole('button', { name: 'Verify' })
  await drillBadInputs(code, verify, [
    empty,
    { name: 'too long', value: tooLong(500, '7') },
    { name: 'letters', value: 'abcdef' },
    script,
    huge,
  ])
})

test('shop: the price bounds refuse negative, too precise and huge values on the field; markup in the name is searched as text (en)', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  refuseServerErrors(page)
  await signInAs('rich')
  await gotoApp('/en/shop')
  const filters = page.getByRole('search', { name: 'Shop filters' })
  const apply = filters.getByRole('button', { name: 'Apply' })
  for (const name of ['Price from', 'Price to']) {
    const bound = filters.getByRole('spinbutton', { name })
    await drillBadInputs(bound, apply, [
      { name: 'a negative price', value: '-5' },
      { name: 'three decimals', value: '12.345' },
      huge,
    ])
    await bound.fill('')
  }
  await expect(page).toHaveURL(/\/en\/shop$/)

  const itemName = filters.getByRole('textbox', { name: 'Item name' })
  await itemName.fill(SCRIPT)
  await apply.click()
  await expect(page).toHaveURL(/search=/)
  await expect(page.getByRole('main').getByText('No items match these filters.')).toBeVisible()
  await expect(itemName).toHaveValue(SCRIPT)
})

test('card: the review refuses empty, short, too long and blank text on the field (en)', async ({
  page,
  gotoApp,
  signInAs,
  backendMode,
  apiBaseUrl,
}) => {
  refuseServerErrors(page)
  await signInAs('regular')
  await openCard({ page, gotoApp, backendMode, apiBaseUrl })
  const form = page.getByRole('main').getByRole('form', { name: 'Leave a review' })
  await form.getByRole('radio', { name: '4 stars' }).check()
  await drillBadInputs(
    form.getByRole('textbox', { name: 'Your review' }),
    form.getByRole('button', { name: 'Publish review' }),
    [
      empty,
      { name: 'too short', value: 'ok' },
      { name: 'too long', value: tooLong(1001, 'ы') },
      { name: 'only spaces', value: '      ' },
    ],
  )
})

test('case: the promocode refuses empty, long, markup, huge and unknown codes on the field (en)', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  refuseServerErrors(page)
  await signInAs('regular')
  await gotoApp('/en/games/cases/promo-case')
  const main = page.getByRole('main')
  await drillBadInputs(
    main.getByRole('textbox', { name: 'Promocode' }),
    main.getByRole('button', { name: 'Activate' }),
    [empty, { name: 'too long', value: tooLong(5000, 'A') }, script, huge, { name: 'unknown', value: 'NO-SUCH-CODE' }],
  )
})

test("referral: the new code and a friend's code refuse empty, long, wrong, markup and huge values on the field (ru)", async ({
  page,
  gotoApp,
  signInAs,
}) => {
  refuseServerErrors(page)
  await signInAs('regular')
  await gotoApp('/ref')
  const main = page.getByRole('main')
  const mine = main.getByRole('region', { name: 'Ваш реферальный код' })
  await drillBadInputs(
    mine.getByRole('textbox', { name: 'Новый код' }),
    mine.getByRole('button', { name: 'Изменить код' }),
    [
      empty,
      { name: 'too short', value: 'AB' },
      { name: 'too long', value: tooLong(40, 'A') },
      { name: 'not Latin', value: 'КОДКОД' },
      { name: 'script tags', value: '<b>x</b>' },
    ],
  )
  const friend = main.getByRole('region', { name: 'Активировать код друга' })
  await drillBadInputs(
    friend.getByRole('textbox', { name: 'Код друга' }),
    friend.getByRole('button', { name: 'Активировать' }),
    [empty, { name: 'too long', value: tooLong(5000, 'A') }, script, huge, { name: 'unknown', value: 'NOSUCHCODE' }],
  )
})

test('search: far too long, markup and huge queries are answered (nothing found), kept, and never fail (en)', async ({
  page,
  gotoApp,
}) => {
  refuseServerErrors(page)
  await gotoApp('/en')
  const search = page.getByRole('banner').getByRole('search')
  const field = search.getByRole('combobox', { name: 'Search' })
  const dropdown = search.getByRole('dialog', { name: 'Search results' })
  for (const value of [SCRIPT, HUGE, tooLong(3000, 'q')]) {
    await field.fill(value)
    await expect(dropdown.getByText('Nothing found')).toBeVisible()
    await expect(field).toHaveValue(value)
  }
  // The search page takes the same text from its address.
  await gotoApp(`/en/search?search=${encodeURIComponent(SCRIPT)}&type=cards`)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('searchbox').or(page.getByRole('main').getByRole('textbox')).first(),
  ).toHaveValue(SCRIPT)
})

test('admin: a category refuses a bad slug, position and image address on the fields, and keeps them (en)', async ({
  page,
  gotoApp,
  signInAs,
  backendMode,
  apiBaseUrl,
}) => {
  test.slow(true, 'fifteen refused saves on one page')
  refuseServerErrors(page)
  // The image field previews a well-formed address; this made-up host answers nothing.
  await page.route('https://cdn.example.com/**', (route) => route.fulfill({ status: 404 }))
  await signInAs('admin')
  if (backendMode === 'browser-mock') await gotoApp('/en')
  const { id } = (await apiGet<{ data: { id: number }[] }>(page, backendMode, apiBaseUrl, '/admin/categories')).data[0]!
  await gotoApp(`/en/admin/categories/${id}`)
  const form = page.getByRole('main').locator('form')
  const save = form.getByRole('button', { name: 'Save' })
  await drillBadInputs(form.getByRole('textbox', { name: 'Slug' }), save, [
    empty,
    { name: 'too long', value: tooLong(300, 'a') },
    { name: 'capitals and spaces', value: 'CS2 Cases' },
    script,
  ])
  await form.getByRole('textbox', { name: 'Slug' }).fill('cs2-cases')
  await drillBadInputs(form.getByRole('spinbutton', { name: 'Position' }), save, [
    { name: 'a huge number', value: HUGE },
    { name: 'below zero', value: '-1' },
  ])
  await form.getByRole('spinbutton', { name: 'Position' }).fill('1')
  const image = form.getByRole('group', { name: 'Image', exact: true }).getByRole('textbox', { name: 'Image address' })
  await drillBadInputs(image, save, [
    { name: 'not an address', value: 'not a picture' },
    { name: 'a script address', value: 'javascript:alert(1)' },
    { name: 'too long', value: `https://cdn.example.com/${tooLong(5000)}.png` },
  ])
  await drillBadInputs(form.getByRole('textbox', { name: 'Name, English' }), save, [
    empty,
    { name: 'too long', value: tooLong(1000) },
  ])
})
