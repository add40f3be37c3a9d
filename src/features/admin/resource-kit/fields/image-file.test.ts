import { describe, expect, it } from 'vitest'
import { imageFileProblem, MAX_IMAGE_BYTES } from './image-file'

describe('imageFileProblem', () => {
  it('accepts the four image types up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(imageFileProblem({ type, size: MAX_IMAGE_BYTES })).toBeNull()
    }
  })

  it('refuses other types, SVG included', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })?.message).toBe(
      'Choose a PNG, JPEG, WebP or GIF image.',
    )
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).not.toBeNull()
    expect(imageFileProblem({ type: '', size: 10 })).not.toBeNull()
  })

  it('refuses files over 2 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })?.message).toBe(
      'The image is larger than 2 MB: choose a smaller one.',
    )
  })
})
