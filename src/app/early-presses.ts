/**
 * No press is lost while a server-rendered page wakes up. Its buttons are on screen from the
 * first paint, but they do nothing until the scripts have loaded and React has hydrated them
 * (about a second on a slow phone, see docs/performance.md). An inline script in the document head, this
 * function's source, holds every button press and every form submission made before then: the
 * control shows that it waits (`aria-busy`, `data-waiting-for-app`, styled in global.css), and
 * once the page has hydrated it is pressed again, now with its handler.
 *
 * What was typed or chosen meanwhile is kept too: React takes over the fields with the state it
 * renders (empty), so each field is first given what the visitor entered, through the events
 * React listens to, and only then are the held presses made.
 *
 * Links are left alone (they navigate by themselves), and so are forms with an `action` of their
 * own and their submit buttons (they submit by themselves, as the header search does). A link
 * that remembers something when followed (the language switch's locale cookie) says so in
 * `data-sets-cookie`, the cookie as `document.cookie` takes it: written here, it is kept too.
 *
 * `start()` is called by the root's effect, when the root has hydrated; the page's own parts
 * (route content behind Suspense boundaries) and the parts with code of their own (the header,
 * the sidebar, forms: `shared/lib/lazy-hydrated`) hydrate later, and a press sent to a part React
 * has not taken over yet would be swallowed. So it waits, frame by frame, until React
 * has taken over every button of the page and every field and form in question (its fiber is on
 * the element, as e2e/fixtures.ts's `waitForApp` checks), then sets the performance mark
 * `hydratedMark` and replays.
 *
 * The function is serialised into the page, so it uses nothing from outside its body.
 */
export function holdEarlyPresses(win: typeof window, hydratedMark: string): void {
  const doc = win.document
  const waiting: Element[] = []
  const entered = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string | boolean>()
  let ready = false
  /**
   * At least thirty seconds of frames (fewer come while the page is busy): a part that never
   * hydrates must not hold the presses forever, yet on a slow phone, or a test machine at load 15,
   * the header alone hydrated after more than ten, and a press replayed on an unhydrated button is lost.
   */
  const MAX_FRAMES = 1800

  function hold(control: Element): void {
    if (waiting.indexOf(control) !== -1) return
    waiting.push(control)
    control.setAttribute('data-waiting-for-app', control.getAttribute('aria-busy') ?? '')
    control.setAttribute('aria-busy', 'true')
  }

  function submitsByItself(button: HTMLButtonElement): boolean {
    return button.type === 'submit' && button.form !== null && button.form.hasAttribute('action')
  }

  function isField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
    return (
      target instanceof win.HTMLInputElement ||
      target instanceof win.HTMLTextAreaElement ||
      target instanceof win.HTMLSelectElement
    )
  }

  function isToggle(field: Element): field is HTMLInputElement {
    return field instanceof win.HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
  }

  function noteEntry(event: Event): void {
    if (ready || !isField(event.target)) return
    entered.set(event.target, isToggle(event.target) ? event.target.checked : event.target.value)
  }

  function hydrated(element: Element): boolean {
    return Object.keys(element).some((key) => key.indexOf('__reactFiber') === 0)
  }

  /**
   * Tells React about an entry it never saw. React notices a change when the field's value
   * differs from what its tracker last recorded, and the tracker took the entered value when React
   * took the field over: so a text field is first emptied through the tracked setter, then given
   * the entry through the prototype's setter (which the tracker does not see), with the event
   * React listens to; a box is clicked until it is back where the visitor left it.
   */
  function restore(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, entry: string | boolean): void {
    if (isToggle(field)) {
      // A radio is only ever chosen; the one it replaced follows by itself.
      if (field.type === 'radio') {
        if (entry === false) return
        field.checked = false
        field.click()
        return
      }
      // Two clicks end where the visitor left the box, whatever React and its tracker hold now:
      // the second always differs from the first, so React hears it.
      field.checked = entry as boolean
      field.click()
      field.click()
      return
    }
    field.value = ''
    Reflect.set(Object.getPrototypeOf(field) as object, 'value', entry, field)
    field.dispatchEvent(new win.Event(field instanceof win.HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  }

  function replay(): void {
    ready = true
    win.performance.mark(hydratedMark)
    entered.forEach((entry, field) => {
      if (field.isConnected) restore(field, entry)
    })
    entered.clear()
    for (const control of waiting.splice(0)) {
      const busy = control.getAttribute('data-waiting-for-app')
      control.removeAttribute('data-waiting-for-app')
      if (busy) control.setAttribute('aria-busy', busy)
      else control.removeAttribute('aria-busy')
      if (!control.isConnected) continue
      if (control instanceof win.HTMLFormElement) control.requestSubmit()
      else if (control instanceof win.HTMLElement) control.click()
    }
  }

  doc.addEventListener('input', noteEntry, true)
  doc.addEventListener('change', noteEntry, true)
  doc.addEventListener(
    'click',
    (event) => {
      if (ready || !(event.target instanceof win.Element)) return
      const remembering = event.target.closest('a[data-sets-cookie]')
      if (remembering) {
        doc.cookie =
          remembering.getAttribute('data-sets-cookie') + (win.location.protocol === 'https:' ? '; Secure' : '')
        return
      }
      const button = event.target.closest('button')
      if (!button || button.disabled || submitsByItself(button)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      hold(button)
    },
    true,
  )
  // Enter in a form without a submit button submits it without a click.
  doc.addEventListener(
    'submit',
    (event) => {
      if (ready || !(event.target instanceof win.HTMLFormElement) || event.target.hasAttribute('action')) return
      event.preventDefault()
      event.stopImmediatePropagation()
      hold(event.target)
    },
    true,
  )

  let started = false
  win.__earlyPresses = {
    start() {
      if (started) return
      started = true
      let frames = 0
      const check = (): void => {
        const controls: Element[] = Array.from(doc.querySelectorAll('button'))
        entered.forEach((_entry, field) => controls.push(field))
        const pending = controls.concat(waiting).some((control) => control.isConnected && !hydrated(control))
        if (pending && frames++ < MAX_FRAMES) win.requestAnimationFrame(check)
        else replay()
      }
      // Not now: presses made inside React's effects would have their updates batched behind them.
      win.requestAnimationFrame(check)
    },
  }
}

declare global {
  interface Window {
    __earlyPresses?: { start: () => void }
  }
}

/** The performance mark set when every control of the page has hydrated, read by `npm run bench`. */
export const HYDRATED_MARK = 'app-hydrated'

let script: string | undefined

/**
 * The inline script of the document head, written once per process. A function, not a constant:
 * called on the server only, it leaves `holdEarlyPresses` out of the client bundle (a constant
 * built at module scope kept it in).
 */
export function earlyPressesScript(): string {
  script ??= `(${holdEarlyPresses.toString()})(window, ${JSON.stringify(HYDRATED_MARK)})`
  return script
}

/** Called once the shell has hydrated: the held presses are made as soon as the whole page has. */
export function replayEarlyPresses(): void {
  window.__earlyPresses?.start()
}
