import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { RichText } from './rich-text'
import { TableOfContents } from './table-of-contents'

const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900"><rect width="600" height="900" fill="#4f7cff"/><text x="50%" y="50%" font-size="48" text-anchor="middle" fill="#fff">600×900</text></svg>',
)}`

const article = `
<h2 id="ways">Ways to get skins</h2>
<p>Free cases, giveaways and sign-up bonuses. See <a href="https://example.com/guide">the guide</a> or <a href="/articles">our articles</a>.</p>
<h3 id="cases">Cases</h3>
<p>Open a free case every day.</p>
<img src="${picture}" alt="A tall picture, limited to 400 px">
<h3 id="giveaways">Giveaways</h3>
<ul><li>Game keys</li><li>Promocodes</li></ul>
<blockquote>Read the terms before you deposit.</blockquote>
<h2 id="summary">Summary</h2>
<p>${'A long paragraph that goes on and on to show how text wraps across lines. '.repeat(12)}</p>
<p>https://a-very-long-link-without-spaces.example.com/path/that/keeps/going/and/going/and/going/and/never/stops</p>
`

const headings = [
  { id: 'ways', text: 'Ways to get skins', level: 2 },
  { id: 'cases', text: 'Cases', level: 3 },
  { id: 'giveaways', text: 'Giveaways', level: 3 },
  { id: 'summary', text: 'Summary', level: 2 },
]

const meta = {
  component: RichText,
  decorators: [withFrame(760)],
  args: { html: article },
  globals: { locale: 'en' },
} satisfies Meta<typeof RichText>

export default meta
type Story = StoryObj<typeof meta>

/** Headings, links, a tall image (max 400 px high), lists and long text. */
export const Article: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'the guide' })).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(canvas.getByRole('link', { name: 'our articles' })).not.toHaveAttribute('target')
    await expect(canvas.getByRole('img').getBoundingClientRect().height).toBeLessThanOrEqual(400)
  },
}

/** Scripts, event handlers and `javascript:` links from the API are removed. */
export const UnsafeHtml: Story = {
  args: {
    html: '<p onclick="alert(1)">Click me</p><script>alert(1)</script><a href="javascript:alert(1)">bad link</a><img src="x" onerror="alert(1)" alt="broken">',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.innerHTML).not.toMatch(/onclick|onerror|<script|javascript:/)
  },
}

export const WithContents: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <TableOfContents headings={headings} />
      <RichText {...args} />
    </div>
  ),
}

export const ContentsRussian: Story = {
  render: () => <TableOfContents headings={headings} />,
  globals: { locale: 'ru' },
}
