import { invalid, rejected } from './errors.ts'
import { m } from './messages.ts'

/** The token a test sends to make the fake captcha fail; any other non-empty token passes. */
export const FAILING_CAPTCHA_TOKEN = 'fail'

export function checkCaptcha(token: unknown): void {
  if (typeof token !== 'string' || token.trim() === '') throw invalid({ captchaToken: [m.captchaRequired] })
  if (token.trim() === FAILING_CAPTCHA_TOKEN) throw rejected(m.captchaFailed)
}
