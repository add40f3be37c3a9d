// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { logoRefresh } from '~/shared/lib/logo-refresh'
import { renderWithApp } from '@testing/render/render-with-app'
import { LogoLink } from './logo-link'

describe('LogoLink', () => {
  it('navigates in the app, or loads the whole document once the refresh flag is set', async () => {
    const { router } = await renderWithApp(<LogoLink />, { path: '/en/shop' })
    const navigate = vi.spyOn(router, 'navigate').mockResolvedValue(undefined)
    const logo = screen.getByRole('link', { name: /Free\s?Skins/ })
    expect(logo.getAttribute('href')).toBe('/en')

    fireEvent.click(logo)
    expect(navigate).toHaveBeenLastCalledWith(expect.not.objectContaining({ reloadDocument: true }))

    act(() => logoRefresh.request())
    fireEvent.click(screen.getByRole('link', { name: /Free\s?Skins/ }))
    expect(navigate).toHaveBeenLastCalledWith(expect.objectContaining({ reloadDocument: true }))
  })
})
