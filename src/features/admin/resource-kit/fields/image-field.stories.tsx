import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { FieldHarness } from '../../test-harness/field-harness'
import { MAX_IMAGE_BYTES } from './image-file'

function Harness({ image }: { image: string }) {
  return (
    <FieldHarness defaultValues={{ image }}>
      {(form) => <form.AppField name="image">{(field) => <field.ImageField label="Image" />}</form.AppField>}
    </FieldHarness>
  )
}

const meta = {
  component: Harness,
  decorators: [withPageBoundary()],
  args: { image: 'https://cdn.example.com/uploads/12.webp' },
  globals: { locale: 'en', persona: 'admin' },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

const group = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('group', { name: 'Image' }))
const png = (size: number) => new File([new Uint8Array(size)], 'logo.png', { type: 'image/png' })

/** The current image beside its address. */
export const WithImage: Story = {
  play: async ({ canvasElement }) => {
    const field = await group(canvasElement)
    await expect(field.getByRole('img', { name: 'Preview of Image' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/uploads/12.webp',
    )
    await expect(field.getByText('Upload an image')).toBeVisible()
  },
}

export const Empty: Story = {
  args: { image: '' },
  play: async ({ canvasElement }) => {
    await expect((await group(canvasElement)).getByText('No image')).toBeVisible()
  },
}

/** A chosen image is uploaded to the fake backend at once; the answered URL becomes the value. */
export const Upload: Story = {
  args: { image: '' },
  play: async ({ canvasElement }) => {
    const field = await group(canvasElement)
    // A real one-pixel PNG, so the preview can show it.
    const bytes = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
      (c) => c.charCodeAt(0),
    )
    await userEvent.upload(field.getByLabelText('Upload an image'), new File([bytes], 'dot.png', { type: 'image/png' }))
    const address = field.getByRole<HTMLInputElement>('textbox', { name: 'Image address' })
    await waitFor(() => expect(address.value).toMatch(/\/api\/uploads\/\d+$/))
    await expect(field.getByRole('img', { name: 'Preview of Image' })).toHaveAttribute('src', address.value)
  },
}

/** Refused before anything is sent: not one of the four types. */
export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const field = await group(canvasElement)
    await userEvent.upload(
      field.getByLabelText('Upload an image'),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      { applyAccept: false },
    )
    await expect(field.getByRole('status')).toHaveTextContent('Choose a PNG, JPEG, WebP or GIF image.')
  },
}

/** Refused before anything is sent: over 2 MB. */
export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    const field = await group(canvasElement)
    await userEvent.upload(field.getByLabelText('Upload an image'), png(MAX_IMAGE_BYTES + 1))
    await expect(field.getByRole('status')).toHaveTextContent('The image is larger than 2 MB: choose a smaller one.')
  },
}

/** The server refused the file (422): its message is said at the field. */
export const UploadRefused: Story = {
  parameters: {
    msw: [
      apiOverride('post', '/admin/uploads', () => ({
        status: 422,
        body: { errors: { file: ['The file is not an image.'] } },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const field = await group(canvasElement)
    await userEvent.upload(field.getByLabelText('Upload an image'), png(10))
    await waitFor(() => expect(field.getByRole('status')).toHaveTextContent('The file is not an image.'))
  },
}

/** A user who may not upload types the address only. */
export const AddressOnly: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/admin/access', () => ({
        status: 200,
        body: { data: { sections: ['articles'], canUpload: false } },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const field = await group(canvasElement)
    await expect(field.queryByText('Upload an image')).toBeNull()
    await expect(field.getByRole('textbox', { name: 'Image address' })).toBeVisible()
  },
}

export const Russian: Story = {
  globals: { locale: 'ru', persona: 'admin' },
  play: async ({ canvasElement }) => {
    const field = await group(canvasElement)
    await expect(field.getByText('Загрузить изображение')).toBeVisible()
    await expect(field.getByRole('textbox', { name: 'Адрес изображения' })).toBeVisible()
  },
}
