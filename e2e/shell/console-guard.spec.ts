import { expect, test, unexpectedConsoleLines } from '../fixtures.ts'

// The guard of fixtures.ts, shown able to fail: the page here is a blank one the test fills, so
// nothing of the app's can log in its place.

test.describe('the console guard', () => {
  test('fails a test whose page logs a console error', async ({ page, consoleMessages }) => {
    test.fail(true, 'the guard must fail this test when it ends')
    await page.setContent('<p>A page that logs</p>')
    await page.evaluate(() => console.error('planted error'))
    await expect.poll(() => consoleMessages.map((line) => line.text)).toContain('planted error')
  })

  test('fails a test whose page throws, even with the error named as expected', async ({
    page,
    consoleMessages,
    expectConsoleErrors,
  }) => {
    test.fail(true, 'an uncaught error is never expected')
    expectConsoleErrors('an uncaught error cannot be excused', /planted/)
    await page.setContent('<p>A page that throws</p>')
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('planted throw')
      }),
    )
    await expect.poll(() => consoleMessages.map((line) => line.type)).toContain('pageerror')
  })

  test('lets a test name the lines it provokes, and only those', async ({
    page,
    consoleMessages,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors('this test logs them itself', /^planted /)
    await page.setContent('<p>A page that warns</p>')
    await page.evaluate(() => {
      console.warn('planted warning')
      console.error('planted error')
    })
    await expect
      .poll(() => consoleMessages.map((line) => `${line.type}: ${line.text}`))
      .toEqual(['warning: planted warning', 'error: planted error'])
    expect(
      unexpectedConsoleLines([...consoleMessages, { type: 'error', text: 'another error' }], [/^planted /]),
    ).toEqual(['error: another error'])
  })
})
