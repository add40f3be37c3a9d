// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { earlyPressesScript, holdEarlyPresses, HYDRATED_MARK, replayEarlyPresses } from './early-presses'

/** What React leaves on an element it has taken over (the check the script makes). */
function hydrate(...elements: Element[]) {
  for (const element of elements) Object.assign(element, { __reactFiber$test: {} })
}

function page(html: string) {
  document.body.innerHTML = html
}

const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true })
  element.dispatchEvent(event)
  return event
}

/** The root's effect has run and the next frame has come. */
function appHydrated() {
  replayEarlyPresses()
  vi.advanceTimersToNextFrame()
}

// Each test is a page as the server sent it; afterwards its holding ends (nothing is left to press).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame'] })
  holdEarlyPresses(window, HYDRATED_MARK)
  performance.clearMarks()
})
afterEach(() => {
  document.body.innerHTML = ''
  appHydrated()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('presses before the page has hydrated', () => {
  it('holds a button press, shows the button waiting, and presses it once hydrated', () => {
    page('<button type="button">Menu</button>')
    const button = document.querySelector('button')!
    const handler = vi.fn()
    button.click()
    button.click()
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.hasAttribute('data-waiting-for-app')).toBe(true)

    // Hydration attaches the handler; the replay presses the button once, as the user did.
    button.addEventListener('click', handler)
    hydrate(button)
    appHydrated()
    expect(handler).toHaveBeenCalledTimes(1)
    expect(button.hasAttribute('aria-busy')).toBe(false)
    expect(button.hasAttribute('data-waiting-for-app')).toBe(false)
    expect(performance.getEntriesByName(HYDRATED_MARK)).toHaveLength(1)

    button.click()
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('writes the cookie a link remembers when followed before its handler is there, and leaves it to the handler after', () => {
    page('<a href="/en" data-sets-cookie="lang=en; Max-Age=60; Path=/; SameSite=Lax">EN</a>')
    const link = document.querySelector('a')!
    link.addEventListener('click', (event) => event.preventDefault())
    click(link)
    expect(document.cookie).toContain('lang=en')

    document.cookie = 'lang=; Max-Age=0; Path=/'
    appHydrated()
    click(link)
    expect(document.cookie).not.toContain('lang=en')
  })

  it('waits for the part of the page React has not taken over yet', () => {
    page('<header><button type="button">Menu</button></header><main><button type="button">Buy</button></main>')
    const [menu, buy] = [...document.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement]
    const bought = vi.fn()
    buy.addEventListener('click', bought)
    click(buy)
    hydrate(menu)
    appHydrated()
    expect(bought).not.toHaveBeenCalled()
    expect(performance.getEntriesByName(HYDRATED_MARK)).toHaveLength(0)

    hydrate(buy)
    vi.advanceTimersToNextFrame()
    expect(bought).toHaveBeenCalledTimes(1)
    expect(performance.getEntriesByName(HYDRATED_MARK)).toHaveLength(1)
  })

  it('gives what was typed to the field, through an input event React notices, before pressing', () => {
    page('<form><input name="tradelink"><button type="button">Save</button></form>')
    const field = document.querySelector('input')!
    const button = document.querySelector('button')!
    field.value = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=x'
    field.dispatchEvent(new Event('input', { bubbles: true }))
    click(button)

    // React takes the field over with its own state, then hears of the entry before the press.
    field.value = ''
    const order: string[] = []
    field.addEventListener('input', () => order.push(`input ${field.value}`))
    button.addEventListener('click', () => order.push('click'))
    hydrate(field, button)
    appHydrated()
    expect(order).toEqual(['input https://steamcommunity.com/tradeoffer/new/?partner=1&token=x', 'click'])
  })

  it('gives a ticked box to React with clicks that end ticked, before pressing', () => {
    page('<form><input type="checkbox" name="captcha"><button type="button">Open</button></form>')
    const box = document.querySelector('input')!
    const button = document.querySelector('button')!
    box.click()
    click(button)
    expect(box.checked).toBe(true)

    const order: string[] = []
    box.addEventListener('click', () => order.push(`click ${String(box.checked)}`))
    button.addEventListener('click', () => order.push('press'))
    hydrate(box, button)
    appHydrated()
    expect(order).toEqual(['click false', 'click true', 'press'])
    expect(box.checked).toBe(true)
  })

  it("gives a button back the busy state it had, and holds a press inside it (an icon's)", () => {
    page('<button type="button" aria-busy="false"><svg></svg></button>')
    const button = document.querySelector('button')!
    click(document.querySelector('svg')!)
    expect(button.getAttribute('aria-busy')).toBe('true')
    hydrate(button)
    appHydrated()
    expect(button.getAttribute('aria-busy')).toBe('false')
  })

  it('holds a form submitted with Enter and submits it once hydrated', () => {
    page('<form><input name="q"></form>')
    const form = document.querySelector('form')!
    const submitted = vi.fn((event: Event) => event.preventDefault())
    const held = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(held)
    expect(held.defaultPrevented).toBe(true)
    expect(form.getAttribute('aria-busy')).toBe('true')

    form.addEventListener('submit', submitted)
    // happy-dom's forms list only their controls as keys; a browser lists what React put on them.
    const keys = Object.keys
    vi.spyOn(Object, 'keys').mockImplementation((value: object) =>
      value === form ? [...keys(value), '__reactFiber$test'] : keys(value),
    )
    appHydrated()
    expect(submitted).toHaveBeenCalledTimes(1)
  })

  it('leaves links, disabled buttons and forms with an action of their own to the browser', () => {
    page('<a href="#x">Link</a><button disabled>Off</button><form action="/search"><button>Go</button></form>')
    const prevented = ['a', 'button[disabled]', 'form button'].map(
      (selector) => click(document.querySelector(selector)!).defaultPrevented,
    )
    expect(prevented).toEqual([false, false, false])
    expect(document.querySelector('[aria-busy]')).toBeNull()
  })

  it('skips a control that hydration removed', () => {
    page('<button type="button">Gone</button>')
    const button = document.querySelector('button')!
    const handler = vi.fn()
    button.addEventListener('click', handler)
    click(button)
    button.remove()
    appHydrated()
    expect(handler).not.toHaveBeenCalled()
  })

  it('is a self-contained script for the document head', () => {
    expect(earlyPressesScript()).toMatch(
      /^\(function holdEarlyPresses\(win, hydratedMark\) \{[\s\S]*\}\)\(window, "app-hydrated"\)$/,
    )
  })
})
