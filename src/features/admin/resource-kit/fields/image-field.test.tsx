import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiOverride } from '@testing/api-override'
import { renderWithApp } from '@testing/render/render-with-app'
import { FieldHarness } from '../../test-harness/field-harness'
import { MAX_IMAGE_BYTES } from './image-file'

/** Staff who may manage categories but not upload: no persona of the fake backend is one. */
const noUploads = apiOverride('get', '/admin/access', () => ({
  status: 200,
  body: { data: { sections: ['categories'], canUpload: false } },
}))

async function renderImageField(image = 'https://cdn.example.com/uploads/12.webp', { mayUpload = true } = {}) {
  const submitted: Array<{ image: string }> = []
  const { backend } = await renderWithApp(
    <Suspense fallback={null}>
      <FieldHarness defaultValues={{ image }} onSubmit={(values) => void submitted.push(values)}>
        {(form) => <form.AppField name="image">{(field) => <field.ImageField label="Image" />}</form.AppField>}
      </FieldHarness>
    </Suspense>,
    { persona: 'admin', overrides: mayUpload ? [] : [noUploads] },
  )
  const group = within(await screen.findByRole('group', { name: 'Image' }))
  const uploads = () => backend.callsTo('post', '/admin/uploads')
  return { group, uploads, submitted }
}

/** A file of `size` bytes that starts as a PNG does (the fake backend looks at the bytes, not the name or type). */
function file(name: string, type: string, size: number): File {
  const bytes = new Uint8Array(size)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].slice(0, size))
  return new File([bytes], name, { type })
}

describe('ImageField', () => {
  it('shows the current image and its address', async () => {
    const { group } = await renderImageField()
    expect(group.getByRole('img', { name: 'Preview of Image' }).getAttribute('src')).toBe(
      'https://cdn.example.com/uploads/12.webp',
    )
    expect(group.getByRole('textbox', { name: 'Image address' })).toHaveProperty(
      'value',
      'https://cdn.example.com/uploads/12.webp',
    )
  })

  it('refuses a file that is not PNG, JPEG, WebP or GIF, before sending anything', async () => {
    const { group, uploads } = await renderImageField()
    await userEvent.upload(group.getByLabelText('Upload an image'), file('logo.svg', 'image/svg+xml', 100), {
      applyAccept: false,
    })
    expect(group.getByRole('status').textContent).toBe('Choose a PNG, JPEG, WebP or GIF image.')
    expect(uploads()).toHaveLength(0)
  })

  it('refuses an image over 2 MB, before sending anything', async () => {
    const { group, uploads } = await renderImageField()
    await userEvent.upload(group.getByLabelText('Upload an image'), file('huge.png', 'image/png', MAX_IMAGE_BYTES + 1))
    expect(group.getByRole('status').textContent).toBe('The image is larger than 2 MB: choose a smaller one.')
    expect(uploads()).toHaveLength(0)
    expect(group.getByRole('textbox', { name: 'Image address' })).toHaveProperty(
      'value',
      'https://cdn.example.com/uploads/12.webp',
    )
  })

  it('uploads a good image at once; its URL becomes the value', async () => {
    const { group, uploads, submitted } = await renderImageField('')
    expect(group.getByText('No image')).toBeTruthy()
    await userEvent.upload(group.getByLabelText('Upload an image'), file('logo.png', 'image/png', MAX_IMAGE_BYTES))
    await waitFor(() =>
      expect(group.getByRole('textbox', { name: 'Image address' })).toHaveProperty(
        'value',
        expect.stringMatching(/^http:\/\/localhost\/api\/uploads\/\d+$/),
      ),
    )
    expect(uploads()).toHaveLength(1)
    const url = group.getByRole<HTMLInputElement>('textbox', { name: 'Image address' }).value
    expect(group.getByRole('img', { name: 'Preview of Image' }).getAttribute('src')).toBe(url)
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(submitted).toEqual([{ image: url }]))
  })

  it('never uses an unsafe address as the preview', async () => {
    const { group } = await renderImageField('javascript:alert(1)')
    expect(group.queryByRole('img')).toBeNull()
    expect(group.getByText('No image')).toBeTruthy()
  })

  it('offers only the address to a user who may not upload', async () => {
    const { group } = await renderImageField(undefined, { mayUpload: false })
    expect(group.queryByLabelText('Upload an image')).toBeNull()
    expect(group.getByRole('textbox', { name: 'Image address' })).toBeTruthy()
  })
})
