import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithApp } from '@testing/render/render-with-app'
import { FirstPageLink } from './first-page-link'

describe('FirstPageLink', () => {
  it('leads to the same list without ?page=, keeping its other search parameters', async () => {
    await renderWithApp(<FirstPageLink />, { path: '/en/admin/cards?page=40&sort=-id&search=box' })
    expect(screen.getByRole('link', { name: 'To the first page' }).getAttribute('href')).toBe(
      '/en/admin/cards?sort=-id&search=box',
    )
  })
})
