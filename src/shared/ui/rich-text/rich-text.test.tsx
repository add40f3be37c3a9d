import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { RichText } from './rich-text'
import { TableOfContents } from './table-of-contents'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

describe('RichText', () => {
  it('renders the HTML sanitized, with external links opening safely', () => {
    const { container } = render(
      <RichText
        html={
          '<h2 id="intro">Intro</h2><p onclick="steal()">Hi <a href="https://example.com">there</a><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>'
        }
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Intro' }).id).toBe('intro')
    const link = screen.getByRole('link', { name: 'there' })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(container.innerHTML).not.toMatch(/script|onclick|javascript:/)
  })
})

describe('TableOfContents', () => {
  it('links the headings, nested by level', () => {
    render(
      <I18nProvider i18n={i18n}>
        <TableOfContents
          headings={[
            { id: 'a', text: 'Ways', level: 2 },
            { id: 'a-1', text: 'Cases', level: 3 },
            { id: 'b', text: 'Summary', level: 2 },
          ]}
        />
      </I18nProvider>,
    )
    const toc = screen.getByRole('navigation', { name: 'Contents' })
    const top = within(toc).getAllByRole('list')[0]!
    expect(
      within(top)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === top),
    ).toHaveLength(2)
    expect(within(toc).getByRole('link', { name: 'Cases' }).getAttribute('href')).toBe('#a-1')
  })

  it('renders nothing without headings', () => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <TableOfContents headings={[]} />
      </I18nProvider>,
    )
    expect(container.innerHTML).toBe('')
  })
})

describe('RichText in a DOM DOMPurify cannot use', () => {
  it('still sanitizes: under happy-dom (this test environment) the DOM-free sanitizer of the server is used', () => {
    expect(navigator.userAgent).toMatch(/HappyDOM/)
    const { container } = render(<RichText html={'<img src="/a.png" onerror="alert(1)"><script>alert(1)</script>'} />)
    expect(container.innerHTML).not.toMatch(/onerror|script/)
  })
})
