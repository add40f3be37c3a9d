import { expect, test } from '../fixtures.ts'

for (const path of ['/', '/en']) {
  test(`no axe violations on ${path}`, async ({ gotoApp, expectNoA11yViolations }) => {
    await gotoApp(path)
    await expectNoA11yViolations()
  })
}

test('no axe violations on /en for a signed-in user', async ({ gotoApp, signInAs, expectNoA11yViolations }) => {
  await signInAs('regular')
  await gotoApp('/en')
  await expectNoA11yViolations()
})

// The burger menu on the Game Modes page: the highlighted link is also the current page.
for (const path of ['/games', '/en/games']) {
  test(`no axe violations in the open burger menu on ${path} at 375 px`, async ({ page, gotoApp, signInAs, expectNoA11yViolations }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await signInAs('regular')
    await gotoApp(path)
    await page.getByRole('banner').getByRole('button', { name: /^(Menu|Меню)$/ }).click()
    await expect(page.getByRole('banner').getByRole('link', { name: /^(Game Modes|Игровые режимы)$/ })).toHaveAttribute('aria-current', 'page')
    await expectNoA11yViolations()
  })
}
