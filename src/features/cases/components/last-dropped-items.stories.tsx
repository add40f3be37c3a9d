import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleProof } from '@testing/fixtures/props'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { LastDroppedItems } from './last-dropped-items'

function picture(color: string): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="${color}"/></svg>`)}`
}

function drop(id: number, name: string, color = '#4b69ff'): Schemas['LastDroppedItem'] {
  return {
    id,
    image: picture(color),
    rarity_color: color,
    user: { id, steam_name: name, steam_avatar: picture('#29a36a'), steam_id: `7656119800000000${id}` },
    caseSlug: 'daily-case',
    proof: sampleProof,
  }
}

function dropsHandler(data: Schemas['LastDroppedItem'][]) {
  return apiOverride('get', '/cases/last-items', () => ({
    status: 200,
    body: { data } satisfies Schemas['LastDroppedItemsResponse'],
  }))
}

const meta = {
  component: LastDroppedItems,
  decorators: [withPageBoundary({ variant: 'tile', count: 4 })],
  globals: { locale: 'en' },
} satisfies Meta<typeof LastDroppedItems>

export default meta
type Story = StoryObj<typeof meta>

/** The fake backend's seeded drops: a strip that can be scrolled from the keyboard. */
export const Seeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const strip = await canvas.findByRole('list', { name: 'Last drops' })
    await expect(within(strip).getAllByRole('listitem').length).toBeGreaterThan(0)
    // Each drop opens its proof; the links also take the keyboard along the strip.
    await expect(within(strip).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/games\/fair\?drop=\d+&case=/) as string,
    )
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Последние дропы' })).toBeVisible()
    // Each drop's link says whose drop it checks, in Russian too.
    const strip = within(canvasElement).getByRole('list', { name: 'Последние дропы' })
    await expect(within(strip).getAllByRole('link')[0]).toHaveAccessibleName(/^Проверить дроп игрока \S+/)
  },
}

/** Who got each drop, in the order the server answers. */
export const FewDrops: Story = {
  parameters: {
    msw: [dropsHandler([drop(1, 'Dmitry_K', '#eb4b4b'), drop(2, 'RegularRaider'), drop(3, 'GoldenDragon', '#d32ce6')])],
  },
  play: async ({ canvasElement }) => {
    const items = within(await within(canvasElement).findByRole('list', { name: 'Last drops' })).getAllByRole(
      'listitem',
    )
    await expect(items.map((item) => item.textContent)).toEqual(['Dmitry_K', 'RegularRaider', 'GoldenDragon'])
  },
}

/** A name too long for its tile is cut, and the whole name stays in the tooltip. */
export const LongNames: Story = {
  parameters: {
    msw: [
      dropsHandler([
        drop(1, 'AVeryLongSteamNameThatDoesNotFitAnywhere_1234567890'),
        drop(2, 'ЕщёОдноОченьДлинноеИмяИгрокаВСтиме_2025', '#8847ff'),
      ]),
    ],
  },
  play: async ({ canvasElement }) => {
    const name = await within(canvasElement).findByText('AVeryLongSteamNameThatDoesNotFitAnywhere_1234567890')
    await expect(name).toHaveAttribute('title', 'AVeryLongSteamNameThatDoesNotFitAnywhere_1234567890')
  },
}

export const Empty: Story = {
  parameters: { msw: [dropsHandler([])] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Nothing has dropped yet.')).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

export const Loading: Story = {
  parameters: { msw: [apiOverride('get', '/cases/last-items', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…')
  },
}

export const Error: Story = {
  parameters: {
    msw: [apiOverride('get', '/cases/last-items', () => ({ status: 500, body: { error: 'Something went wrong...' } }))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
