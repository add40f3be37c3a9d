import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { FieldHarness } from '../../test-harness/field-harness'
import { LocalizedImageField } from './localized-image-field'

function Harness() {
  return (
    <FieldHarness defaultValues={{ preview: { ru: 'https://cdn.example.com/uploads/41.webp', en: '' } }}>
      {(form) => <LocalizedImageField form={form} fields="preview" label="Preview image" />}
    </FieldHarness>
  )
}

const meta = {
  component: Harness,
  decorators: [withPageBoundary()],
  globals: { locale: 'en', persona: 'admin' },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

/** An image per language (banners, articles, giveaways): each one uploads and previews on its own. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(await within(canvasElement).findByRole('group', { name: 'Preview image' }))
    const russian = within(group.getByRole('group', { name: 'Russian' }))
    await expect(russian.getByRole('textbox', { name: 'Image address' })).toHaveValue(
      'https://cdn.example.com/uploads/41.webp',
    )
    await expect(within(group.getByRole('group', { name: 'English' })).getByText('No image')).toBeVisible()
  },
}
