import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.ts'
const [,, path, name] = process.argv
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
for (const width of [375, 1440]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } })
  await ctx.addInitScript(() => { localStorage.setItem('ageConfirmedAt', String(Date.now())); localStorage.setItem('cookieConfirmed', 'true') })
  const page = await ctx.newPage()
  const r = await page.goto(`http://localhost:4311${path}`)
  await page.waitForTimeout(1200)
  await page.screenshot({ path: `/tmp/shots/${name}-${width}.png` })
  console.log(name, width, r.status(), await page.evaluate(() => document.documentElement.scrollWidth))
  await ctx.close()
}
await browser.close()
