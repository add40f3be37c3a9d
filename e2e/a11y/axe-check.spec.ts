import { expect, test } from '../fixtures.ts'

test.skip(
  ({ backendMode }) => backendMode === 'http-api',
  'this checks the axe check itself, whose setup does not depend on where the fake backend runs',
)

/**
 * Every "no axe violations" in the suite relies on `expectNoA11yViolations` finding them: with a
 * rule set or run mode that missed them, all those tests would pass on any page.
 */
test('the axe check fails on a page with an image without text and a button without a name, axe-core already in it', async ({
  page,
  gotoApp,
  expectNoA11yViolations,
}) => {
  await gotoApp('/en/cards')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  // The first check brings axe-core into the page; the one below runs the copy it left there.
  await expectNoA11yViolations({ include: 'main' })
  await page.locator('main').evaluate((main) => {
    const image = document.createElement('img')
    image.src = '/favicon.svg'
    main.append(image, document.createElement('button'))
  })

  const failure = await expectNoA11yViolations({ include: 'main' }).then(
    () => '',
    (error: unknown) => String(error),
  )

  expect(failure).toContain('image-alt')
  expect(failure).toContain('button-name')
})
