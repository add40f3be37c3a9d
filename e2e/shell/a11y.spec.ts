import { test } from '../fixtures.ts'

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
