import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { CallRecord } from '../control/call-log.ts'
import type { RoutingState } from '../hybrid/routing.ts'
import { createPanelI18n } from './i18n.ts'
import { PanelStyles } from './panel-styles.tsx'
import { RoutingSection } from './routing-section.tsx'

/**
 * Hybrid mode's part of the panel, on its own: Storybook's fake backend answers everything, so
 * the story hands it a hybrid state and sees what a press asks for.
 */
const routing: RoutingState = {
  realApiBaseUrl: 'https://staging.example/api',
  fake: ['/cases/*'],
  real: ['listCaseTasks'],
  operations: [
    { id: 'getCore', answeredBy: 'real', moved: false },
    { id: 'openCase', answeredBy: 'fake', moved: false },
    { id: 'listCaseTasks', answeredBy: 'real', moved: false },
    { id: 'listCategoryCards', answeredBy: 'fake', moved: true },
  ],
}

const call = (id: number, path: string, operation: string, answeredBy: CallRecord['answeredBy']): CallRecord => ({
  id,
  method: 'GET',
  path,
  status: 200,
  durationMs: 9,
  atMs: Date.UTC(2025, 5, 2, 12, 0, id),
  answeredBy,
  operation,
})

const calls = [
  call(3, '/cases/daily-case/tasks', 'listCaseTasks', 'real'),
  call(2, '/core', 'getCore', 'real'),
  call(1, '/cases/daily-case/tasks', 'listCaseTasks', 'real'),
]

const meta = {
  component: RoutingSection,
  args: { routing, calls, act: fn(() => Promise.resolve()) },
  globals: { locale: 'en' },
  loaders: [async ({ globals }) => ({ panelI18n: await createPanelI18n(globals.locale === 'ru' ? 'ru' : 'en') })],
  render: (args, { loaded }) => (
    <I18nProvider i18n={loaded.panelI18n as I18n}>
      <div style={{ maxWidth: 420, padding: 16 }}>
        <PanelStyles />
        <RoutingSection {...args} />
      </div>
    </I18nProvider>
  ),
} satisfies Meta<typeof RoutingSection>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The real API and the split it started with; the operations moved, then the ones called
 * lately, each once, with a press that sends it to the other side and reloads the page.
 */
export const Moves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/^Real API: https:\/\/staging\.example\/api/)).toBeVisible()
    await expect(canvas.getByText(/Started with the fake answering \/cases\/\*, except listCaseTasks/)).toBeVisible()
    const items = within(canvas.getByRole('list', { name: 'Who answers' })).getAllByRole('listitem')
    await expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      'listCategoryCards: fake (moved)',
      'listCaseTasks: real API',
      'getCore: real API',
    ])

    await userEvent.click(canvas.getByRole('button', { name: 'Answer listCaseTasks from the fake' }))
    await expect(args.act).toHaveBeenLastCalledWith(
      expect.any(Function),
      'The fake backend answers listCaseTasks now',
      { changesServer: true },
    )

    await userEvent.type(canvas.getByRole('combobox', { name: 'Operation id' }), 'openCase')
    await userEvent.click(canvas.getByRole('button', { name: 'Move the operation' }))
    await expect(args.act).toHaveBeenLastCalledWith(expect.any(Function), 'openCase goes to the real API now', {
      changesServer: true,
    })
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Фейк или реальный API' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Отправлять listCategoryCards в реальный API' })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Кто отвечает' })).toHaveValue('real')
  },
}
