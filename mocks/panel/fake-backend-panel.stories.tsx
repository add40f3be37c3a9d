import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { CallRecord } from '../control/call-log.ts'
import { CallLogSection } from './call-log.tsx'
import { FakeBackendPanel } from './fake-backend-panel.tsx'
import { createPanelI18n } from './i18n.ts'
import { PanelHost } from './panel-host.tsx'
import { PanelStyles } from './panel-styles.tsx'

/**
 * The control panel against Storybook's own fake backend (the preview's service worker): every
 * press is a real control call, and the story's fake state is fresh (the preview resets it).
 */
/** A control call and the panel's next read of the state, on a machine busy running every story. */
const CONTROL_CALL_MS = 5000

const meta = {
  component: FakeBackendPanel,
  args: { onClose: fn(), onServerStateChanged: fn(), pollMs: 300 },
  globals: { locale: 'en' },
  loaders: [async ({ globals }) => ({ panelI18n: await createPanelI18n(globals.locale === 'ru' ? 'ru' : 'en') })],
  render: (args, { loaded }) => (
    <I18nProvider i18n={loaded.panelI18n as I18n}>
      <FakeBackendPanel {...args} />
    </I18nProvider>
  ),
} satisfies Meta<typeof FakeBackendPanel>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A persona, the clock, latency and a fault, each through the control API; a call the fault
 * meets shows in the log. Changes the app must see ask the host to reload; Escape closes.
 */
export const Drives: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement).getByRole('dialog', { name: 'Fake backend' })
    const inPanel = within(panel)
    const status = inPanel.getByRole('status')

    await userEvent.selectOptions(await inPanel.findByRole('combobox', { name: 'Persona' }), 'regular')
    await userEvent.click(inPanel.getByRole('button', { name: 'Switch' }))
    await waitFor(() => expect(status).toHaveTextContent('Signed in as regular'))
    await expect(args.onServerStateChanged).toHaveBeenCalledOnce()
    await expect((await fetch('/api/profile')).status).toBe(200)

    // Storybook's fake clock stands at the seed's start, frozen.
    await expect(inPanel.getByText('Now: Jun 2, 2025, 12:00:00 PM UTC, frozen')).toBeVisible()
    await userEvent.click(inPanel.getByRole('button', { name: '+1 day' }))
    await expect(
      await inPanel.findByText('Now: Jun 3, 2025, 12:00:00 PM UTC, frozen', {}, { timeout: CONTROL_CALL_MS }),
    ).toBeVisible()
    await userEvent.click(inPanel.getByRole('button', { name: 'Let it run' }))
    await expect(
      await inPanel.findByText(/^Now: Jun 3, 2025, 12:00:\d\d PM UTC, running$/, {}, { timeout: CONTROL_CALL_MS }),
    ).toBeVisible()
    await userEvent.click(inPanel.getByRole('button', { name: 'Freeze' }))
    await expect(
      await inPanel.findByText(/^Now: Jun 3, 2025, 12:00:\d\d PM UTC, frozen$/, {}, { timeout: CONTROL_CALL_MS }),
    ).toBeVisible()

    await userEvent.clear(inPanel.getByRole('spinbutton', { name: 'Delay, ms' }))
    await userEvent.type(inPanel.getByRole('spinbutton', { name: 'Delay, ms' }), '5')
    await userEvent.click(inPanel.getByRole('button', { name: 'Add latency' }))
    await expect(await inPanel.findByRole('list', { name: 'Latency in force' })).toHaveTextContent('every call: 5 ms')

    await userEvent.clear(inPanel.getByRole('textbox', { name: 'API path' }))
    await userEvent.type(inPanel.getByRole('textbox', { name: 'API path' }), '/contacts')
    await userEvent.selectOptions(inPanel.getByRole('combobox', { name: 'Failure' }), '503')
    await userEvent.clear(inPanel.getByRole('spinbutton', { name: 'Times' }))
    await userEvent.type(inPanel.getByRole('spinbutton', { name: 'Times' }), '2')
    await userEvent.click(inPanel.getByRole('button', { name: 'Plan the fault' }))
    await expect(await inPanel.findByRole('list', { name: 'Planned faults' })).toHaveTextContent(
      'any method /contacts: 503 × 2',
    )
    await expect((await fetch('/api/contacts')).status).toBe(503)
    const log = inPanel.getByRole('table', { name: 'Last API calls, newest first' })
    await waitFor(() => expect(within(log).getAllByRole('row')[1]).toHaveTextContent(/^GET\/contacts503\d+ ms$/))
    await userEvent.click(inPanel.getByRole('button', { name: 'Lift the fault on any method /contacts' }))
    await waitFor(() => expect(inPanel.queryByRole('list', { name: 'Planned faults' })).toBeNull())
    await expect((await fetch('/api/contacts')).status).toBe(200)

    // A reset: back to the seed, nobody signed in, latency gone.
    await userEvent.click(inPanel.getByRole('button', { name: 'Reset everything' }))
    await waitFor(() => expect(status).toHaveTextContent('Everything is back to the seed'))
    await waitFor(() => expect(inPanel.queryByRole('list', { name: 'Latency in force' })).toBeNull())
    await expect((await fetch('/api/profile')).status).toBe(401)

    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

/** A press made while the last one is still out waits its turn instead of being lost. */
export const QuickPresses: Story = {
  play: async ({ canvasElement }) => {
    const inPanel = within(within(canvasElement).getByRole('dialog', { name: 'Fake backend' }))
    const plusOneDay = await inPanel.findByRole('button', { name: '+1 day' })
    await userEvent.click(plusOneDay)
    await userEvent.click(plusOneDay)
    await userEvent.click(inPanel.getByRole('button', { name: 'Let it run' }))
    await expect(
      await inPanel.findByText(/^Now: Jun 4, 2025, 12:00:\d\d PM UTC, running$/, {}, { timeout: CONTROL_CALL_MS }),
    ).toBeVisible()
    await waitFor(() => expect(inPanel.getByRole('status')).toHaveTextContent('The clock runs'), {
      timeout: CONTROL_CALL_MS,
    })
  },
}

/** In Russian, from the page's language; a refused control call is said in it too. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('dialog', { name: 'Фейковый бэкенд' })
    const inPanel = within(panel)
    await expect(await inPanel.findByText('Сейчас: 2 июн. 2025 г., 12:00:00 UTC, часы заморожены')).toBeVisible()
    await userEvent.clear(inPanel.getByRole('textbox', { name: 'Путь API' }))
    await userEvent.type(inPanel.getByRole('textbox', { name: 'Путь API' }), 'contacts')
    await userEvent.click(inPanel.getByRole('button', { name: 'Запланировать сбой' }))
    await waitFor(() =>
      expect(inPanel.getByRole('status')).toHaveTextContent('Отказ: 422 Путь API без /api, например /core.'),
    )
  },
}

/** Storybook's toolbar puts the fake backend in a scenario and moves its clock before the story renders. */
export const FromTheToolbar: Story = {
  globals: { scenario: 'signed-in-regular', clock: 'plus-1d' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('dialog', { name: 'Fake backend' })
    await expect(await within(panel).findByText('Now: Jun 3, 2025, 12:00:00 PM UTC, frozen')).toBeVisible()
    await expect((await fetch('/api/profile')).status).toBe(200)
  },
}

/** The corner button (left out under automation in the app, shown here): it opens the panel, Escape brings focus back to it. */
export const CornerButton: Story = {
  render: (_args, { loaded }) => (
    <I18nProvider i18n={loaded.panelI18n as I18n}>
      <PanelHost initially="closed" toggle={{ current: () => undefined }} showButton />
    </I18nProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Fake backend panel' })
    await expect(button).toHaveAttribute('title', 'Fake backend panel (Alt+Shift+D)')
    await userEvent.click(button)
    const panel = canvas.getByRole('dialog', { name: 'Fake backend' })
    await waitFor(() => expect(panel).toHaveFocus())
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(button).toHaveFocus()
  },
}

const calls: CallRecord[] = [
  {
    id: 3,
    method: 'POST',
    path: '/cases/promo-case/open',
    status: 0,
    durationMs: 12,
    atMs: Date.UTC(2025, 5, 2, 12, 0, 3),
    answeredBy: 'fake',
    operation: 'openCase',
  },
  {
    id: 2,
    method: 'GET',
    path: '/cards?page=2&filter[search]=a-very-long-search-that-wraps-in-the-column',
    status: 503,
    durationMs: 1004,
    atMs: Date.UTC(2025, 5, 2, 12, 0, 2),
    answeredBy: 'real',
    operation: 'listCards',
  },
  {
    id: 1,
    method: 'GET',
    path: '/core',
    status: 200,
    durationMs: 8,
    atMs: Date.UTC(2025, 5, 2, 12, 0, 1),
    answeredBy: 'real',
    operation: 'getCore',
  },
]

/** The log on its own: failed calls stand out, a dropped one says so, long paths wrap. */
export const CallLog: Story = {
  render: (_args, { loaded }) => (
    <I18nProvider i18n={loaded.panelI18n as I18n}>
      <div style={{ maxWidth: 420, padding: 16 }}>
        <PanelStyles />
        <CallLogSection calls={calls} />
      </div>
    </I18nProvider>
  ),
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row')
    await expect(rows.map((row) => row.textContent)).toEqual([
      'MethodPathStatusTime',
      'POST/cases/promo-case/openno answer12 ms',
      'GET/cards?page=2&filter[search]=a-very-long-search-that-wraps-in-the-column5031004 ms',
      'GET/core2008 ms',
    ])
  },
}

export const CallLogRussian: Story = {
  ...CallLog,
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row')
    await expect(rows.map((row) => row.textContent)).toEqual([
      'МетодПутьСтатусВремя',
      'POST/cases/promo-case/openнет ответа12 мс',
      'GET/cards?page=2&filter[search]=a-very-long-search-that-wraps-in-the-column5031004 мс',
      'GET/core2008 мс',
    ])
  },
}

/** Hybrid mode: each call says whether the fake or the real API answered it. */
export const CallLogHybrid: Story = {
  render: (_args, { loaded }) => (
    <I18nProvider i18n={loaded.panelI18n as I18n}>
      <div style={{ maxWidth: 420, padding: 16 }}>
        <PanelStyles />
        <CallLogSection calls={calls} hybrid />
      </div>
    </I18nProvider>
  ),
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row')
    await expect(rows.map((row) => row.textContent)).toEqual([
      'MethodPathStatusTimeAnswered by',
      'POST/cases/promo-case/openno answer12 msfake',
      'GET/cards?page=2&filter[search]=a-very-long-search-that-wraps-in-the-column5031004 msreal API',
      'GET/core2008 msreal API',
    ])
  },
}

export const CallLogHybridRussian: Story = {
  ...CallLogHybrid,
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row')
    await expect(rows.map((row) => row.textContent)).toEqual([
      'МетодПутьСтатусВремяКто отвечает',
      'POST/cases/promo-case/openнет ответа12 мсфейк',
      'GET/cards?page=2&filter[search]=a-very-long-search-that-wraps-in-the-column5031004 мсреальный API',
      'GET/core2008 мсреальный API',
    ])
  },
}
