import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { isApiError } from '~/api/api-error'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { Button } from '~/shared/ui/button/button'
import { Dialog } from '~/shared/ui/modals/dialog'
import { TextInput } from '~/shared/ui/text-input/text-input'
import { useAdminAccess } from '../../../api/admin-access'
import { useUploadImage } from '../../../api/upload-image'
import { IMAGE_TYPES, imageFileProblem } from '../image-file'
import imageField from '../image-field.module.css'
import styles from './rich-text-editor.module.css'

export interface InsertedImage {
  src: string
  alt: string
}

export interface ImageDialogProps {
  /** The image being edited, or null for a new one. */
  image: InsertedImage | null
  onApply: (image: InsertedImage) => void
  onClose: () => void
}

/** An image's address: http(s) (uploads are) or a path on the site. */
function isImageAddress(value: string): boolean {
  return (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/\S+$/i.test(value)
}

/**
 * An image for the text: uploaded here (`POST /admin/uploads`, the same checks as the image
 * fields) or given by its address, with its alternative text. Enter applies it instead of
 * submitting the form the editor is in.
 */
export function ImageDialog({ image, onApply, onClose }: ImageDialogProps) {
  const { t, i18n } = useLingui()
  const { canUpload } = useAdminAccess()
  const upload = useUploadImage()
  const [src, setSrc] = useState(image?.src ?? '')
  const [alt, setAlt] = useState(image?.alt ?? '')
  const [problem, setProblem] = useState<string | null>(null)
  const [uploadProblem, setUploadProblem] = useState<string | null>(null)
  const firstRef = useRef<HTMLInputElement>(null)
  const statusId = useId()
  useEffect(() => firstRef.current?.focus(), [])
  const preview = safeImageUrl(src)

  const choose = (file: File | undefined) => {
    if (!file) return
    const refusal = imageFileProblem(file)
    if (refusal) {
      setUploadProblem(i18n._(refusal))
      return
    }
    setUploadProblem(null)
    upload.mutate(file, {
      onSuccess: (url) => {
        setSrc(url)
        setProblem(null)
      },
      onError: (error) => {
        if (isApiError(error) && error.problem.kind === 'fields')
          setUploadProblem(Object.values(error.problem.fields).flat().join(' '))
        else setUploadProblem(t`The image could not be uploaded. Please try again.`)
      },
    })
  }

  const apply = () => {
    const address = src.trim()
    if (!isImageAddress(address)) {
      setProblem(
        address === ''
          ? t`Upload an image or give its address.`
          : t`The address must start with https:// or be a path on the site.`,
      )
      return
    }
    onApply({ src: address, alt: alt.trim() })
  }
  const applyOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    apply()
  }

  return (
    <Dialog open title={image ? t`Edit the image` : t`Add an image`} onClose={onClose} size="lg">
      <div className={styles.imageBody}>
        <div className={styles.imagePreview}>
          {preview ? (
            <img src={preview} alt={alt.trim()} />
          ) : (
            <span className={styles.imageEmpty}>
              <Trans>No image</Trans>
            </span>
          )}
        </div>
        <div className={styles.dialogFields}>
          {canUpload && (
            <div className={styles.uploadRow}>
              <label className={imageField.upload} data-busy={upload.isPending || undefined}>
                <input
                  ref={firstRef}
                  type="file"
                  accept={IMAGE_TYPES.join(',')}
                  className="visually-hidden"
                  aria-describedby={statusId}
                  disabled={upload.isPending}
                  onChange={(event) => {
                    choose(event.target.files?.[0])
                    event.target.value = ''
                  }}
                />
                {upload.isPending ? <Trans>Uploading…</Trans> : <Trans>Upload an image</Trans>}
              </label>
              <p id={statusId} role="status" className={uploadProblem ? imageField.problem : 'visually-hidden'}>
                {uploadProblem ?? (upload.isPending ? t`Uploading…` : '')}
              </p>
            </div>
          )}
          <TextInput
            ref={canUpload ? undefined : firstRef}
            label={t`Image address`}
            value={src}
            inputMode="url"
            spellCheck={false}
            hint={canUpload ? t`PNG, JPEG, WebP or GIF, at most 2 MB; or the address of an image.` : undefined}
            error={problem}
            onChange={(event) => {
              setSrc(event.target.value)
              setProblem(null)
            }}
            onKeyDown={applyOnEnter}
          />
          <TextInput
            label={t`Alternative text`}
            value={alt}
            hint={t`What the image shows, for people who cannot see it. Leave it empty only for a decorative image.`}
            onChange={(event) => setAlt(event.target.value)}
            onKeyDown={applyOnEnter}
          />
        </div>
      </div>
      <div className={styles.dialogActions}>
        <Button onClick={apply} disabled={upload.isPending}>
          {image ? t`Save the image` : t`Insert the image`}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t`Cancel`}
        </Button>
      </div>
    </Dialog>
  )
}
