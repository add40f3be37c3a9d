import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { VisitLink } from './visit-link'

const meta = {
  component: VisitLink,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <p>Visit the site:</p>
        <Story />
      </div>
    ),
  ],
  args: {
    href: 'https://skinbox.example.com/?ref=freebie',
    label: 'Go to site',
    context: 'SkinBox',
    hiddenForRussia: false,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof VisitLink>

export default meta
type Story = StoryObj<typeof meta>

/** Opens in a new tab without access to this one, marked sponsored; the site's name is read out. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Go to site SkinBox (opens in a new tab)' })
    await expect(link).toHaveAttribute('href', 'https://skinbox.example.com/?ref=freebie')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow sponsored')
  },
}

export const SecondarySmall: Story = { args: { label: 'Use on the site', variant: 'secondary', size: 'sm' } }

/** Without `context` the label alone names the link. */
export const WithoutContext: Story = {
  args: { context: undefined, label: 'Claim the bonus' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Claim the bonus (opens in a new tab)' }),
    ).toBeVisible()
  },
}

/**
 * The fake backend tells a Russian-language visitor's country as RU: a flagged link is not
 * rendered, and a note says why instead of a gap where the button was.
 */
export const HiddenForRussia: Story = {
  args: { hiddenForRussia: true },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Ссылка на этот сайт недоступна в вашем регионе.')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** Where a note nearby already explains it, the hidden link leaves nothing behind. */
export const HiddenForRussiaWithoutNote: Story = {
  args: { hiddenForRussia: true, explainHidden: false },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Visit the site:')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
    await expect(canvas.queryByText('Ссылка на этот сайт недоступна в вашем регионе.')).toBeNull()
  },
}

/** An address that is not http(s) never reaches an href. */
export const UnsafeAddress: Story = {
  args: { href: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Visit the site:')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const LongText: Story = {
  args: {
    label: 'Claim a free case every day and a bonus for the first deposit',
    context: 'SuperMegaUltraSkinCasesAndGiveawaysPlatform',
  },
}

export const Russian: Story = {
  args: { label: 'Перейти на сайт' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Перейти на сайт SkinBox (откроется в новой вкладке)' }),
    ).toBeVisible()
  },
}
