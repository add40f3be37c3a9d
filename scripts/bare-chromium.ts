/**
 * Chromium driven over the DevTools protocol with only the domains a measurement turns on, for
 * figures a visitor's browser (no DevTools attached) would give.
 *
 * Playwright, and Lighthouse, turn on the `Runtime` domain of every page. With it on, V8 parses
 * large functions a second time for their source positions while they run: React DOM's module
 * (one function of 200 KB) took 10–15 ms to evaluate instead of 1.5–2.5 ms at full speed, about
 * 100 ms of one task at the bench's slowdown, which no visitor pays (2026-11-29; `Page`,
 * `Network`, `Debugger`, `Log` and `Emulation` alone do not do this). A page here has none on but
 * `Page` (for its scripts before the document's) and whatever the caller sends;
 * `Runtime.evaluate` needs no domain turned on.
 */
import { once } from 'node:events'
import { launch } from 'chrome-launcher'
import { chromiumArgs, chromiumExecutable } from './chromium.ts'

interface ProtocolMessage {
  id?: number
  result?: Record<string, unknown>
  error?: { message: string }
}

export interface BareChromium {
  send<T = Record<string, unknown>>(method: string, params?: object, sessionId?: string): Promise<T>
  close(): void
}

export interface BarePage {
  send<T = Record<string, unknown>>(method: string, params?: object): Promise<T>
  /** The value of `expression` (awaited if a promise), as JSON-compatible data. */
  evaluate<T>(expression: string): Promise<T>
  /** Asks `expression` every `intervalMs` until it is true; fails after `timeoutMs`. */
  waitFor(expression: string, timeoutMs: number, intervalMs?: number): Promise<void>
  close(): Promise<void>
}

/** Chromium as Lighthouse's runs start it (chrome-launcher: a temporary profile, a free port), driven here. */
export async function launchBareChromium(): Promise<BareChromium> {
  const chrome = await launch({ chromePath: chromiumExecutable, chromeFlags: ['--headless=new', ...chromiumArgs] })
  let socket: WebSocket
  try {
    const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
      webSocketDebuggerUrl: string
    }
    socket = new WebSocket(webSocketDebuggerUrl)
    await once(socket, 'open')
  } catch (error) {
    chrome.kill()
    throw error
  }
  let lastId = 0
  const waiting = new Map<
    number,
    { resolve: (result: Record<string, unknown>) => void; reject: (error: Error) => void }
  >()
  // A browser that crashes or is closed leaves no call waiting for ever.
  socket.addEventListener('close', () => {
    for (const caller of waiting.values()) caller.reject(new Error('the browser closed its connection'))
    waiting.clear()
  })
  socket.addEventListener('message', ({ data }) => {
    const message = JSON.parse(String(data)) as ProtocolMessage
    const caller = message.id === undefined ? undefined : waiting.get(message.id)
    if (!caller || message.id === undefined) return
    waiting.delete(message.id)
    if (message.error) caller.reject(new Error(message.error.message))
    else caller.resolve(message.result ?? {})
  })
  return {
    send<T>(method: string, params: object = {}, sessionId?: string) {
      const id = ++lastId
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }))
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, {
          resolve: (result) => resolve(result as T),
          reject: (error) => reject(new Error(`${method}: ${error.message}`)),
        })
      })
    },
    close() {
      socket.close()
      chrome.kill()
    },
  }
}

/** A page in a context of its own (empty cache and storage), with nothing turned on yet. */
export async function openBarePage(browser: BareChromium): Promise<BarePage> {
  const { browserContextId } = await browser.send<{ browserContextId: string }>('Target.createBrowserContext')
  const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', {
    url: 'about:blank',
    browserContextId,
  })
  const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true })
  const send = <T>(method: string, params?: object) => browser.send<T>(method, params, sessionId)
  async function evaluate<T>(expression: string): Promise<T> {
    const { result, exceptionDetails } = await send<{
      result: { value?: T }
      exceptionDetails?: { exception?: { description?: string }; text: string }
    }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text)
    return result.value as T
  }
  return {
    send,
    evaluate,
    async waitFor(expression, timeoutMs, intervalMs = 250) {
      const deadline = Date.now() + timeoutMs
      while (!(await evaluate<boolean>(`Boolean(${expression})`))) {
        if (Date.now() > deadline) throw new Error(`Still false after ${timeoutMs} ms: ${expression}`)
        await new Promise((resolve) => setTimeout(resolve, intervalMs))
      }
    },
    async close() {
      await browser.send('Target.closeTarget', { targetId })
      await browser.send('Target.disposeBrowserContext', { browserContextId })
    },
  }
}
