import { describe, expect, it } from 'vitest'
import { checkCaptcha, FAILING_CAPTCHA_TOKEN } from './captcha.ts'

describe('fake captcha', () => {
  it('passes any non-empty token except the failing one', () => {
    expect(() => checkCaptcha('03AFcWeA5pJ9')).not.toThrow()
    expect(() => checkCaptcha(FAILING_CAPTCHA_TOKEN)).toThrowError('The captcha failed, please try again.')
    expect(() => checkCaptcha('  ')).toThrowError('invalid: captchaToken')
    expect(() => checkCaptcha(42)).toThrowError('invalid: captchaToken')
  })
})
