import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithApp } from '~/shared/testing/render-with-app'
import { fakeAdminApi } from '../../testing/fixtures'
import { FieldHarness } from '../../testing/field-harness'
import { handlersFetch } from '../../testing/handlers-fetch'
import { MAX_IMAGE_BYTES } from './image-file'

async function renderImageField(image = 'https://cdn.example.com/uploads/12.webp', access?: { canUpload: boolean }) {
  const api = handlersFetch(fakeAdminApi(access ? { access: { sections: ['categories'], ...access } } : {}))
  const submitted: Array<{ image: string }> = []
  await renderWithApp(
    <Suspense fallback={null}>
      <FieldHarness defaultValues={{ image }} onSubmit={(values) => void submitted.push(values)}>
        {(form) => <form.AppField name="image">{(field) => <field.ImageField label="Image" />}</form.AppField>}
      </FieldHarness>
    </Suspense>,
    { fetch: api.fetch },
  )
  const group = within(await screen.findByRole('group', { name: 'Image' }))
  const uploads = () => api.requests.filter((request) => request.url.endsWith('/admin/uploads'))
  return { group, uploads, submitted }
}

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type })

describe('ImageField', () => {
  it('shows the current image and its address', async () => {
    const { group } = await renderImageField()
    expect(group.getByRole('img', { name: 'Preview of Image' }).getAttribute('src')).toBe('https://cdn.example.com/uploads/12.webp')
    expect(group.getByRole('textbox', { name: 'Image address' })).toHaveProperty('value', 'https://cdn.example.com/uploads/12.webp')
  })

  it('refuses a file that is not PNG, JPEG, WebP or GIF, before sending anything', async () => {
    const { group, uploads } = await renderImageField()
    await userEvent.upload(group.getByLabelText('Upload an image'), file('logo.svg', 'image/svg+xml', 100), { applyAccept: false })
    expect(group.getByRole('status').textContent).toBe('Choose a PNG, JPEG, WebP or GIF image.')
    expect(uploads()).toHaveLength(0)
  })

  it('refuses an image over 2 MB, before sending anything', async () => {
    const { group, uploads } = await renderImageField()
    await userEvent.upload(group.getByLabelText('Upload an image'), file('huge.png', 'image/png', MAX_IMAGE_BYTES + 1))
    expect(group.getByRole('status').textContent).toBe('The image is larger than 2 MB: choose a smaller one.')
    expect(uploads()).toHaveLength(0)
    expect(group.getByRole('textbox', { name: 'Image address' })).toHaveProperty('value', 'https://cdn.example.com/uploads/12.webp')
  })

  it('uploads a good image at once; its URL becomes the value', async () => {
    const { group, uploads, submitted } = await renderImageField('')
    expect(group.getByText('No image')).toBeTruthy()
    await userEvent.upload(group.getByLabelText('Upload an image'), file('logo.png', 'image/png', MAX_IMAGE_BYTES))
    await waitFor(() => expect(group.getByRole('textbox', { name: 'Image address' })).toHaveProperty('value', expect.stringMatching(/^https:\/\/cdn\.example\.com\/uploads\/\d+\.png$/)))
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
    const { group } = await renderImageField(undefined, { canUpload: false })
    expect(group.queryByLabelText('Upload an image')).toBeNull()
    expect(group.getByRole('textbox', { name: 'Image address' })).toBeTruthy()
  })
})
