import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { CopyButton } from './copy-button'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

function renderButton() {
  return render(
    <I18nProvider i18n={i18n}>
      <CopyButton text="FREEBIE" label="Copy promocode FREEBIE" />
    </I18nProvider>,
  )
}

afterEach(() => vi.restoreAllMocks())

describe('CopyButton', () => {
  it('copies the text and confirms it on the button and to screen readers', async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    renderButton()
    expect(screen.getByText('FREEBIE')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Copy promocode FREEBIE' }))
    expect(writeText).toHaveBeenCalledWith('FREEBIE')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy())
    expect(screen.getByRole('status').textContent).toBe('Copied: FREEBIE')
  })

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    Object.assign(document, { execCommand: () => false })
    renderButton()
    await user.click(screen.getByRole('button', { name: 'Copy promocode FREEBIE' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Could not copy' })).toBeTruthy())
  })
})
