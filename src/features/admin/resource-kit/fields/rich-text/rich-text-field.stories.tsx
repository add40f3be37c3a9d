import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ApiError } from '~/api/api-error'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { FieldHarness } from '../../../test-harness/field-harness'
import { LocalizedRichTextField } from './localized-rich-text-field'

interface HarnessProps {
  ru: string
  en: string
  readOnly?: boolean
  failWith?: Record<string, string[]>
  onSubmit?: (text: { ru: string; en: string }) => void
}

/** An article's text in both languages on a kit form, the fake backend behind it (uploads). */
function Harness({ ru, en, readOnly, failWith, onSubmit }: HarnessProps) {
  return (
    <FieldHarness<{ text: { ru: string; en: string } }>
      defaultValues={{ text: { ru, en } }}
      onSubmit={(values) => {
        onSubmit?.(values.text)
        if (failWith) throw new ApiError({ kind: 'fields', status: 422, fields: failWith })
      }}
    >
      {(form) =>
        readOnly ? (
          <form.AppField name="text.en">
            {(field) => <field.RichTextField label="Text, English" lang="en" readOnly />}
          </form.AppField>
        ) : (
          <LocalizedRichTextField form={form} fields="text" label="Text" hint="Headings get their anchors on save." />
        )
      }
    </FieldHarness>
  )
}

const article =
  '<h2 id="ways">Ways to get skins</h2><p>Free cases and <strong>giveaways</strong>. See <a href="https://example.com/guide">the guide</a>.</p>' +
  '<h3 id="cases">Cases</h3><ul><li><p>Daily case</p></li><li><p>Weekly case</p></li></ul>'

const meta = {
  component: Harness,
  decorators: [withPageBoundary()],
  args: { ru: '<p>Текст статьи.</p>', en: article },
  globals: { locale: 'en', persona: 'admin' },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

/** The English editor, once its code has loaded. */
const englishEditor = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Text, English' }, { timeout: 10_000 })
const englishToolbar = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('toolbar', { name: 'Formatting: Text, English' }))

/** A labelled toolbar over a labelled text it controls; the buttons say which formats are on where the cursor is. */
export const Toolbar: Story = {
  play: async ({ canvasElement }) => {
    const editor = await englishEditor(canvasElement)
    await expect(editor).toHaveAttribute('aria-multiline', 'true')
    await expect(editor).toHaveAttribute('lang', 'en')
    await expect(within(canvasElement).getByRole('toolbar', { name: 'Formatting: Text, English' })).toHaveAttribute(
      'aria-controls',
      editor.id,
    )
    await expect(editor.id).not.toBe('')
    const toolbar = englishToolbar(canvasElement)
    // The cursor starts in the h2.
    await userEvent.click(within(editor).getByRole('heading', { name: 'Ways to get skins' }))
    await waitFor(() =>
      expect(toolbar.getByRole('button', { name: 'Heading H2' })).toHaveAttribute('aria-pressed', 'true'),
    )
    await expect(toolbar.getByRole('button', { name: 'Heading H3' })).toHaveAttribute('aria-pressed', 'false')
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false')
    // Actions have no pressed state.
    await expect(toolbar.getByRole('button', { name: 'Image' })).not.toHaveAttribute('aria-pressed')
    await userEvent.click(within(editor).getByText('Daily case'))
    await waitFor(() =>
      expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true'),
    )
  },
}

/** One Tab stop; arrow keys, Home and End move along the buttons (Undo is skipped while there is nothing to undo). */
export const ToolbarKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await englishEditor(canvasElement)
    const toolbar = englishToolbar(canvasElement)
    const paragraph = toolbar.getByRole('button', { name: 'Paragraph' })
    await expect(paragraph).toHaveAttribute('tabindex', '0')
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('tabindex', '-1')
    paragraph.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(toolbar.getByRole('button', { name: 'Heading H2' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect(toolbar.getByRole('button', { name: 'Image' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(paragraph).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(toolbar.getByRole('button', { name: 'Image' })).toHaveFocus()
  },
}

/** Typing with the keyboard shortcuts; the form gets the HTML the API stores. */
export const Typing: Story = {
  args: { en: '', onSubmit: fn() },
  play: async ({ args, canvasElement }) => {
    const editor = await englishEditor(canvasElement)
    await userEvent.click(editor)
    await userEvent.keyboard('Hello {Control>}b{/Control}world{Control>}b{/Control}')
    await expect(englishToolbar(canvasElement).getByRole('button', { name: 'Undo' })).toBeEnabled()
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ru: '<p>Текст статьи.</p>',
        en: '<p>Hello <strong>world</strong></p>',
      }),
    )
  },
}

/** A link through its dialog: a `javascript:` address is refused with a message, a bare domain gets https://. */
export const Link: Story = {
  args: { en: '<p>Read this</p>', onSubmit: fn() },
  play: async ({ args, canvasElement }) => {
    const editor = await englishEditor(canvasElement)
    // Select by keyboard: a triple click on a slow machine can arrive as a double click (one word).
    await userEvent.click(within(editor).getByText('Read this'))
    await userEvent.keyboard('{Control>}a{/Control}')
    await userEvent.click(englishToolbar(canvasElement).getByRole('button', { name: 'Link' }))
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Add a link' }))
    const address = dialog.getByRole('textbox', { name: 'Address' })
    await waitFor(() => expect(address).toHaveFocus())
    await userEvent.type(address, 'javascript:alert(1){Enter}')
    await expect(address).toHaveAttribute('aria-invalid', 'true')
    await expect(address).toHaveAccessibleDescription(expect.stringContaining('Use an address starting with https://'))
    await userEvent.clear(address)
    await userEvent.type(address, 'example.com/guide{Enter}')
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
    await expect(within(editor).getByRole('link', { name: 'Read this' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    )
    await waitFor(() =>
      expect(englishToolbar(canvasElement).getByRole('button', { name: 'Link' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    )
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ en: '<p><a href="https://example.com/guide">Read this</a></p>' }),
      ),
    )
  },
}

/** Ctrl+K asks for a link from the keyboard, as the Link button does; cancelling leaves the text as it was, focus back in it. */
export const LinkShortcut: Story = {
  args: { en: '<p>Read this</p>' },
  play: async ({ canvasElement }) => {
    const editor = await englishEditor(canvasElement)
    await userEvent.tripleClick(within(editor).getByText('Read this'))
    await userEvent.keyboard('{Control>}k{/Control}')
    const dialog = await within(document.body).findByRole('dialog', { name: 'Add a link' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await expect(within(editor).queryByRole('link')).toBeNull()
    await waitFor(() => expect(editor).toHaveFocus())
  },
}

/** An image uploaded to the fake backend (`POST /admin/uploads`) and inserted with its alternative text. */
export const Image: Story = {
  args: { en: '', onSubmit: fn() },
  play: async ({ args, canvasElement }) => {
    const editor = await englishEditor(canvasElement)
    await userEvent.click(editor)
    await userEvent.click(englishToolbar(canvasElement).getByRole('button', { name: 'Image' }))
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Add an image' }))
    const bytes = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
      (c) => c.charCodeAt(0),
    )
    await userEvent.upload(
      dialog.getByLabelText('Upload an image'),
      new File([bytes], 'dot.png', { type: 'image/png' }),
    )
    const address = dialog.getByRole<HTMLInputElement>('textbox', { name: 'Image address' })
    await waitFor(() => expect(address.value).toMatch(/\/api\/uploads\/\d+$/))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Alternative text' }), 'A green dot')
    await userEvent.click(dialog.getByRole('button', { name: 'Insert the image' }))
    await expect(await within(editor).findByRole('img', { name: 'A green dot' })).toHaveAttribute('src', address.value)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ en: `<img src="${address.value}" alt="A green dot">` }),
      ),
    )
  },
}

/** The preview is the site's own rendering: the contents list every heading, and a script, handler or `javascript:` link is gone. */
export const PreviewSanitized: Story = {
  args: {
    en:
      '<h2 id="ways">Ways</h2><p onclick="alert(1)">Click</p><script>alert(1)</script><h3>A heading saved without an id</h3>' +
      '<p><a href="javascript:alert(1)">bad link</a></p>',
  },
  play: async ({ canvasElement }) => {
    await englishEditor(canvasElement)
    const toggle = within(canvasElement).getByRole('button', { name: 'Preview: Text, English' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const preview = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement
    const contents = within(within(preview).getByRole('navigation', { name: 'Contents' }))
    await expect(contents.getByRole('link', { name: 'Ways' })).toHaveAttribute('href', '#en-ways')
    await expect(contents.getByRole('link', { name: 'A heading saved without an id' })).toBeVisible()
    await expect(preview.innerHTML).not.toMatch(/<script|onclick|javascript:/)
    await expect(within(preview).getByText('bad link')).not.toHaveAttribute('href')
  },
}

/** The server's message for `text.en` under the English editor, which is marked invalid and takes focus. */
export const ServerError: Story = {
  args: { en: '', failWith: { 'text.en': ['This field is required.'] } },
  play: async ({ canvasElement }) => {
    const editor = await englishEditor(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'))
    await expect(editor).toHaveAccessibleDescription('This field is required.')
    await expect(editor).toHaveFocus()
    await expect(within(canvasElement).getByRole('textbox', { name: 'Text, Russian' })).not.toHaveAttribute(
      'aria-invalid',
    )
  },
}

/** Read-only: the text without a toolbar, not editable. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const editor = await englishEditor(canvasElement)
    await expect(editor).toHaveAttribute('contenteditable', 'false')
    await expect(editor).toHaveAttribute('aria-readonly', 'true')
    await expect(within(canvasElement).queryByRole('toolbar')).toBeNull()
  },
}

/** A long text at phone width: words without spaces wrap, the toolbar wraps, nothing overflows. */
export const LongTextNarrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    en: `<h2>${'A very long heading that goes on '.repeat(4)}</h2><p>${'https://a-very-long-link-without-spaces.example.com/path/that/keeps/going/and/going'.repeat(2)}</p><p>${'Long paragraph text. '.repeat(60)}</p>`,
  },
  play: async ({ canvasElement }) => {
    const editor = await englishEditor(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Preview: Text, English' }))
    await expect(editor.scrollWidth).toBeLessThanOrEqual(editor.clientWidth)
    const form = canvasElement.querySelector('form') as HTMLElement
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth)
  },
}

export const Russian: Story = {
  globals: { locale: 'ru', persona: 'admin' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: 'Text, Русский' }, { timeout: 10_000 })
    await expect(within(canvasElement).getByRole('toolbar', { name: 'Форматирование: Text, Русский' })).toBeVisible()
    await expect(within(canvasElement).getAllByRole('button', { name: 'Заголовок H2' })).toHaveLength(2)
  },
}
