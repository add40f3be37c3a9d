import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useEditorState, type Editor } from '@tiptap/react'
import styles from './rich-text-editor.module.css'

export interface EditorToolbarProps {
  editor: Editor
  /** Names the toolbar: "Formatting: Text, Russian". */
  label: string
  /** The id of the editable text the buttons act on. */
  controls: string
  onLink: () => void
  onImage: () => void
}

interface ToolbarButton {
  id: string
  label: string
  /** Shown on the button; the label is its name. */
  mark: ReactNode
  /** The keyboard shortcut, shown in the tooltip. */
  shortcut?: string
  /** Toggles report whether they are on (`aria-pressed`); actions leave it out. */
  pressed?: boolean
  disabled?: boolean
  opensDialog?: boolean
  run: () => void
  /** A gap before it: the toolbar's groups. */
  groupStart?: boolean
}

const svg = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {path}
  </svg>
)

const icons = {
  bulletList: svg(
    <>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" />
      <circle cx="4.5" cy="12" r="1" />
      <circle cx="4.5" cy="18" r="1" />
    </>,
  ),
  orderedList: svg(
    <>
      <path d="M10 6h10M10 12h10M10 18h10" />
      <path d="M4 4.5h1.5V9M4 9h3M4 14.5c0-.8.7-1.5 1.5-1.5S7 13.7 7 14.5c0 1-3 2-3 4h3" />
    </>,
  ),
  link: svg(
    <>
      <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
      <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
    </>,
  ),
  image: svg(
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </>,
  ),
  undo: svg(
    <>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h11a5 5 0 0 1 0 10h-3" />
    </>,
  ),
  redo: svg(
    <>
      <path d="m15 14 5-5-5-5" />
      <path d="M20 9H9a5 5 0 0 0 0 10h3" />
    </>,
  ),
}

/**
 * The editor's formatting buttons, an ARIA toolbar: one Tab stop, arrow keys (Home, End) move
 * between the buttons. Toggles say whether they are on with `aria-pressed`; each runs on the
 * editor and puts focus back in the text.
 */
export function EditorToolbar({ editor, label, controls, onLink, onImage }: EditorToolbarProps) {
  const { t } = useLingui()
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive('paragraph'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      h4: current.isActive('heading', { level: 4 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()
  const heading = (level: 2 | 3 | 4) => () => chain().toggleHeading({ level }).run()

  const buttons: ToolbarButton[] = [
    {
      id: 'paragraph',
      label: t`Paragraph`,
      mark: '¶',
      shortcut: 'Ctrl+Alt+0',
      pressed: state.paragraph,
      run: () => chain().setParagraph().run(),
    },
    { id: 'h2', label: t`Heading H2`, mark: 'H2', shortcut: 'Ctrl+Alt+2', pressed: state.h2, run: heading(2) },
    { id: 'h3', label: t`Heading H3`, mark: 'H3', shortcut: 'Ctrl+Alt+3', pressed: state.h3, run: heading(3) },
    { id: 'h4', label: t`Heading H4`, mark: 'H4', shortcut: 'Ctrl+Alt+4', pressed: state.h4, run: heading(4) },
    {
      id: 'bold',
      label: t`Bold`,
      mark: <b>B</b>,
      shortcut: 'Ctrl+B',
      pressed: state.bold,
      run: () => chain().toggleBold().run(),
      groupStart: true,
    },
    {
      id: 'italic',
      label: t`Italic`,
      mark: <i>I</i>,
      shortcut: 'Ctrl+I',
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      id: 'bulletList',
      label: t`Bulleted list`,
      mark: icons.bulletList,
      shortcut: 'Ctrl+Shift+8',
      pressed: state.bulletList,
      run: () => chain().toggleBulletList().run(),
      groupStart: true,
    },
    {
      id: 'orderedList',
      label: t`Numbered list`,
      mark: icons.orderedList,
      shortcut: 'Ctrl+Shift+7',
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      id: 'link',
      label: t`Link`,
      mark: icons.link,
      shortcut: 'Ctrl+K',
      pressed: state.link,
      opensDialog: true,
      run: onLink,
      groupStart: true,
    },
    { id: 'image', label: t`Image`, mark: icons.image, opensDialog: true, run: onImage },
    {
      id: 'undo',
      label: t`Undo`,
      mark: icons.undo,
      shortcut: 'Ctrl+Z',
      disabled: !state.canUndo,
      run: () => chain().undo().run(),
      groupStart: true,
    },
    {
      id: 'redo',
      label: t`Redo`,
      mark: icons.redo,
      shortcut: 'Ctrl+Shift+Z',
      disabled: !state.canRedo,
      run: () => chain().redo().run(),
    },
  ]

  // Roving tab stop: the last button used (or moved to) keeps it. Disabled buttons are skipped.
  const [current, setCurrent] = useState(0)
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  const enabled = buttons.flatMap((button, index) => (button.disabled ? [] : [index]))
  const tabStop = enabled.includes(current) ? current : (enabled[0] ?? 0)

  const move = (event: KeyboardEvent) => {
    const at = enabled.indexOf(tabStop)
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: enabled.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const index = enabled[(next + enabled.length) % enabled.length] ?? 0
    setCurrent(index)
    refs.current[index]?.focus()
  }

  return (
    <div role="toolbar" aria-label={label} aria-controls={controls} className={styles.toolbar} onKeyDown={move}>
      {buttons.map((button, index) => (
        <button
          key={button.id}
          ref={(element) => {
            refs.current[index] = element
          }}
          type="button"
          className={styles.tool}
          data-group-start={button.groupStart || undefined}
          tabIndex={index === tabStop ? 0 : -1}
          aria-label={button.label}
          aria-pressed={button.pressed}
          aria-haspopup={button.opensDialog ? 'dialog' : undefined}
          aria-keyshortcuts={button.shortcut?.replace(/\bCtrl\b/g, 'Control')}
          title={button.shortcut ? `${button.label} (${button.shortcut})` : button.label}
          disabled={button.disabled}
          // Keeps the text's selection while the mouse is down, so the command applies to it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setCurrent(index)
            button.run()
          }}
        >
          {button.mark}
        </button>
      ))}
    </div>
  )
}
