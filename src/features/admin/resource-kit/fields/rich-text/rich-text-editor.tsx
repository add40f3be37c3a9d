import { useEffect, useId, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import { clsx } from '~/shared/lib/clsx'
import richText from '~/shared/ui/rich-text/rich-text.module.css'
import { editorExtensions } from './editor-extensions'
import { EditorToolbar } from './editor-toolbar'
import { ImageDialog, type InsertedImage } from './image-dialog'
import { LinkDialog } from './link-dialog'
import styles from './rich-text-editor.module.css'

/**
 * TipTap adds ProseMirror's base styles as a `<style>` element; the page's Content-Security-Policy
 * lets it in with the nonce the server gave the page (its `csp-nonce` meta, written by the router).
 */
function pageStyleNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content
}

export interface RichTextEditorProps {
  /** The HTML, as the API stores it ('' for none). */
  value: string
  onChange: (html: string) => void
  onBlur: () => void
  /** Names the text ("Text, Russian") and, with it, the toolbar. */
  label: string
  describedBy?: string
  invalid: boolean
  lang?: string
  readOnly?: boolean
}

type OpenDialog =
  | { kind: 'link'; href: string; asksForText: boolean }
  | { kind: 'image'; image: InsertedImage | null }
  | null

const RECENT_REPORTS = 10

/**
 * The text as the API stores it. An empty editor is no text at all, so "required" means
 * something to the server; the empty paragraph the editor keeps after a last heading or image
 * (so there is somewhere to type) is not part of the text.
 */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '')
}

/** The editable text's name, description and state for assistive technology, and the site's typesetting. */
function editorAttributes(
  field: Pick<RichTextEditorProps, 'label' | 'describedBy' | 'invalid' | 'readOnly' | 'lang'> & { id: string },
): Record<string, string> {
  return {
    id: field.id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': field.label,
    ...(field.describedBy ? { 'aria-describedby': field.describedBy } : {}),
    ...(field.invalid ? { 'aria-invalid': 'true' } : {}),
    ...(field.readOnly ? { 'aria-readonly': 'true' } : {}),
    ...(field.lang ? { lang: field.lang } : {}),
    class: clsx(richText.rich, styles.content),
  }
}

/**
 * The rich-text editor (TipTap): a labelled toolbar and the text, typeset like the site's pages.
 * Loaded on its own (`rich-text-field.tsx` imports it lazily), so only forms with a rich text
 * download it.
 */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  label,
  describedBy,
  invalid,
  lang,
  readOnly = false,
}: RichTextEditorProps) {
  const { t } = useLingui()
  const [dialog, setDialog] = useState<OpenDialog>(null)
  // The HTML this editor reported lately. The field's value may lag a keystroke or two behind the
  // editor when an effect sees it; a value that is none of these comes from outside (a reset).
  const reported = useRef([value])
  const latest = useRef({ onChange, onBlur })
  useEffect(() => {
    latest.current = { onChange, onBlur }
  })

  // Named here rather than read from the editor's view, which is not there while React renders
  // (TipTap throws, and React recovers only by rendering the whole root again).
  const id = useId()
  const attributes = editorAttributes({ id, label, describedBy, invalid, readOnly, lang })

  // Ctrl+K (⌘K) asks for a link, as in most editors; the handler is set before the editor exists.
  const openLinkRef = useRef<() => void>(() => undefined)
  const editor = useEditor({
    extensions: editorExtensions,
    content: value,
    editable: !readOnly,
    injectNonce: pageStyleNonce(),
    editorProps: {
      attributes,
      handleKeyDown: (_view, event) => {
        if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
          return false
        event.preventDefault()
        openLinkRef.current()
        return true
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current)
      reported.current = [html, ...reported.current.slice(0, RECENT_REPORTS - 1)]
      latest.current.onChange(html)
    },
    onBlur: () => latest.current.onBlur(),
  })

  // The attributes follow the field (its error, its hint) without making a new editor.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: editorAttributes({ id, label, describedBy, invalid, readOnly, lang }),
      },
    })
  }, [editor, id, label, describedBy, invalid, readOnly, lang])

  useEffect(() => {
    editor.setEditable(!readOnly, false)
  }, [editor, readOnly])

  useEffect(() => {
    if (reported.current.includes(value)) return
    reported.current = [value]
    editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  // Back in the text once a dialog has closed (the dialog gives focus back to the toolbar first).
  // The page's selection was in the dialog and fell back beside the text when it went: ProseMirror
  // takes that spot for the end of the text and would leave it there, outside the editable text.
  const [refocus, setRefocus] = useState(0)
  useEffect(() => {
    if (refocus === 0) return
    document.getSelection()?.removeAllRanges()
    editor.view.focus()
  }, [editor, refocus])
  const closeDialog = () => {
    setDialog(null)
    setRefocus((count) => count + 1)
  }

  const openLink = () => {
    const href = (editor.getAttributes('link').href as string | undefined) ?? ''
    setDialog({ kind: 'link', href, asksForText: editor.state.selection.empty && !editor.isActive('link') })
  }
  useEffect(() => {
    openLinkRef.current = openLink
  })
  const openImage = () => {
    const current = editor.isActive('image') ? editor.getAttributes('image') : null
    setDialog({
      kind: 'image',
      image: current ? { src: String(current.src ?? ''), alt: String(current.alt ?? '') } : null,
    })
  }

  return (
    <div className={clsx(styles.editor, invalid && styles.invalid, readOnly && styles.readOnly)}>
      {!readOnly && (
        <EditorToolbar
          editor={editor}
          label={t`Formatting: ${label}`}
          controls={id}
          onLink={openLink}
          onImage={openImage}
        />
      )}
      <EditorContent editor={editor} className={styles.scroller} />
      {dialog?.kind === 'link' && (
        <LinkDialog
          href={dialog.href}
          asksForText={dialog.asksForText}
          onClose={closeDialog}
          onRemove={
            dialog.href
              ? () => {
                  editor.chain().extendMarkRange('link').unsetLink().run()
                  closeDialog()
                }
              : undefined
          }
          onApply={({ href, text }) => {
            // Typing on after the new link is plain text again.
            if (dialog.asksForText)
              editor
                .chain()
                .insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] })
                .unsetMark('link')
                .run()
            else editor.chain().extendMarkRange('link').setLink({ href }).run()
            closeDialog()
          }}
        />
      )}
      {dialog?.kind === 'image' && (
        <ImageDialog
          image={dialog.image}
          onClose={closeDialog}
          onApply={(image) => {
            if (dialog.image) editor.chain().updateAttributes('image', image).run()
            else editor.chain().setImage(image).run()
            closeDialog()
          }}
        />
      )}
    </div>
  )
}
