import DOMPurify from 'dompurify'

/**
 * Rich text from the API, made safe to render: scripts and event handlers go, links that leave
 * the site open in a new tab without access to this one, and only http(s) links survive.
 */
const ALLOWED_URI = /^(?:https?:|\/(?!\/)|#|mailto:)/i

let hooksInstalled = false

function purifier() {
  if (!hooksInstalled) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:/i)) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      }
    })
    hooksInstalled = true
  }
  return DOMPurify
}

export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, { ALLOWED_URI_REGEXP: ALLOWED_URI, FORBID_TAGS: ['style', 'form', 'input'] })
}
