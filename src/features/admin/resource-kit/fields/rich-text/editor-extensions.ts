import { Extension } from '@tiptap/react'
import Image from '@tiptap/extension-image'
import StarterKit from '@tiptap/starter-kit'
import { isAllowedLinkHref } from './link-href'

/**
 * An h2-h4 heading keeps the anchor id it was saved with (links into the text and the table of
 * contents use it). A heading split in two leaves the id with the first half; a new heading has
 * none until the server gives it one on save.
 */
const HeadingIds = Extension.create({
  name: 'headingIds',
  addGlobalAttributes() {
    return [
      {
        types: ['heading'],
        attributes: {
          id: {
            default: null,
            keepOnSplit: false,
            parseHTML: (element) => element.getAttribute('id') || null,
            renderHTML: (attributes) =>
              typeof attributes.id === 'string' && attributes.id !== '' ? { id: attributes.id } : {},
          },
        },
      },
    ]
  },
})

/**
 * What the text may hold: what the toolbar offers (h2-h4 headings, paragraphs, bold, italic,
 * lists, links, images) plus what texts already use and the site shows (quotes, code, rules),
 * so opening and saving an article never loses any of it. No underline: it reads as a link.
 * Links keep only http(s), mailto, site paths and anchors; the site decides target and rel.
 */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => isAllowedLinkHref(url),
    },
  }),
  HeadingIds,
  Image.configure({ allowBase64: false }),
]
