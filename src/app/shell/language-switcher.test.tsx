// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithApp } from '@testing/render/render-with-app'
import { LanguageSwitcher } from './language-switcher'

describe('LanguageSwitcher', () => {
  afterEach(() => {
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/'
  })

  it('links to the same page in the other language, without a one-time message', async () => {
    await renderWithApp(<LanguageSwitcher />, { path: '/en/shop?page=2&error_message=Done#top' })
    const link = screen.getByRole('link', { name: 'RU: Switch language to Russian' })
    expect(link.getAttribute('href')).toBe('/shop?page=2#top')
  })

  it('remembers the choice in the locale cookie when followed', async () => {
    await renderWithApp(<LanguageSwitcher />, { locale: 'ru', path: '/games' })
    const link = screen.getByRole('link', { name: /Switch language/ })
    expect(link.getAttribute('href')).toBe('/en/games')
    // The same cookie for the page's early-presses script, should the link be followed before hydration.
    expect(link.getAttribute('data-sets-cookie')).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax')
    fireEvent.click(link)
    expect(document.cookie).toContain('i18n_redirected=en')
  })
})
