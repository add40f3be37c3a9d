import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { useRouterState } from '@tanstack/react-router'
import type { Schemas } from '~/api/types'
import { BannerLink } from './banner-link'

const image = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="160"><rect width="1200" height="160" fill="#7b2cbf"/><text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Arial" font-weight="700" font-size="48" fill="#fff">Open free cases</text></svg>',
)}`

const banner: Schemas['Banner'] = { position: 'top', image, link: '/games/cases' }

/** The story router's current path, to see where a click went. */
function CurrentPath() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return <output aria-label="Current path">{pathname}</output>
}

const meta = {
  component: BannerLink,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 1200 }}>
        <Story />
        <CurrentPath />
      </div>
    ),
  ],
  args: { banner },
  parameters: { route: '/en' },
  globals: { locale: 'en' },
} satisfies Meta<typeof BannerLink>

export default meta
type Story = StoryObj<typeof meta>

/** A path of this site gets the visitor's locale and opens in the app, without a page load. */
export const SitePath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const link = await canvas.findByRole('link', { name: 'Advertisement' })
    await expect(link).toHaveAttribute('href', '/en/games/cases')
    await expect(link).not.toHaveAttribute('target')
    await userEvent.click(link)
    await expect(canvas.getByRole('status', { name: 'Current path' })).toHaveTextContent('/en/games/cases')
  },
}

/** Another site opens in a new tab, marked sponsored, and the picture's name says so. */
export const OtherSite: Story = {
  args: { banner: { ...banner, link: 'https://partner.example/?ref=freeskins' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const link = await canvas.findByRole('link', { name: 'Advertisement (opens in a new tab)' })
    await expect(link).toHaveAttribute('href', 'https://partner.example/?ref=freeskins')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored')
  },
}

/** The top banner is fetched at once; the others wait until they are near the screen. */
export const AboveTheFold: Story = {
  args: { aboveTheFold: true },
  play: async ({ canvasElement }) => {
    const picture = await within(canvasElement).findByRole('img', { name: 'Advertisement' })
    await expect(picture).toHaveAttribute('loading', 'eager')
    await expect(picture).toHaveAttribute('fetchpriority', 'high')
  },
}

/** A banner whose link is not safe to follow is not shown at all. */
export const UnsafeLink: Story = {
  args: { banner: { ...banner, link: 'javascript:alert(1)' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status', { name: 'Current path' })).toHaveTextContent('/en')
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** Russian is the default language: the path keeps no prefix. */
export const Russian: Story = {
  parameters: { route: '/' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Реклама' })).toHaveAttribute(
      'href',
      '/games/cases',
    )
  },
}

/** In the narrow sidebar the picture scales down. */
export const Sidebar: Story = {
  args: { banner: { ...banner, position: 'sidebar' } },
  decorators: [
    (Story) => (
      <div style={{ width: 232 }}>
        <Story />
      </div>
    ),
  ],
}
