import type { Call } from '../call.ts'
import { admin, editor, png } from './shared.ts'

export const accessCalls: Call[] = [
  { operation: 'adminGetAccess', scenario: editor, status: 200 },
  { operation: 'adminUploadImage', scenario: editor, files: { file: png }, status: 201 },
]

export const accessErrorCalls: Call[] = [
  { operation: 'adminGetAccess', status: 401 },
  { operation: 'adminGetAccess', scenario: 'signed-in-regular', status: 403 },
  {
    operation: 'adminUploadImage',
    scenario: admin,
    files: { file: new Blob(['<svg/>'], { type: 'image/svg+xml' }) },
    status: 422,
  },
  { operation: 'adminUploadImage', scenario: 'signed-in-rich', files: { file: png }, status: 403 },
]
