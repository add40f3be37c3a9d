import { useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { isApiError } from '~/api/api-error'
import { errorText } from '~/shared/forms/error-text'
import { useFieldContext } from '~/shared/forms/form-contexts'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { TextInput } from '~/shared/ui/text-input/text-input'
import { useAdminAccess } from '../../api/admin-access'
import { useUploadImage } from '../../api/upload-image'
import { IMAGE_TYPES, imageFileProblem } from './image-file'
import styles from './image-field.module.css'

export interface ImageFieldProps {
  label: string
  hint?: string
}

/**
 * An image URL field (`<field.ImageField label={t`Image`} />`): a preview of the current image,
 * a file chosen here is uploaded at once (`POST /admin/uploads`) and its URL becomes the value;
 * the URL can also be typed. Files that are not PNG, JPEG, WebP or GIF, or over 2 MB, are refused
 * before anything is sent. Users who may not upload get the URL field only.
 */
export function ImageField({ label, hint }: ImageFieldProps) {
  const { t, i18n } = useLingui()
  const field = useFieldContext<string>()
  const { canUpload } = useAdminAccess()
  const upload = useUploadImage()
  const [problem, setProblem] = useState<string | null>(null)
  const statusId = useId()
  const preview = safeImageUrl(field.state.value)

  const choose = (file: File | undefined) => {
    if (!file) return
    const refusal = imageFileProblem(file)
    if (refusal) {
      setProblem(i18n._(refusal))
      return
    }
    setProblem(null)
    upload.mutate(file, {
      onSuccess: (url) => field.handleChange(url),
      onError: (error) => {
        // An `error` text is toasted by the query client; say here what the field should show.
        if (isApiError(error) && error.problem.kind === 'fields')
          setProblem(Object.values(error.problem.fields).flat().join(' '))
        else setProblem(t`The image could not be uploaded. Please try again.`)
      },
    })
  }

  return (
    <fieldset className={styles.field} aria-describedby={statusId}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.body}>
        <div className={styles.preview}>
          {preview ? (
            <img src={preview} alt={t`Preview of ${label}`} className={styles.image} />
          ) : (
            <span className={styles.empty}>
              <Trans>No image</Trans>
            </span>
          )}
        </div>
        <div className={styles.controls}>
          {canUpload && (
            <label className={styles.upload} data-busy={upload.isPending || undefined}>
              <input
                type="file"
                accept={IMAGE_TYPES.join(',')}
                className="visually-hidden"
                disabled={upload.isPending}
                onChange={(event) => {
                  choose(event.target.files?.[0])
                  // The same file may be chosen again after a failure.
                  event.target.value = ''
                }}
              />
              {upload.isPending ? <Trans>Uploading…</Trans> : <Trans>Upload an image</Trans>}
            </label>
          )}
          <TextInput
            label={t`Image address`}
            name={field.name}
            inputMode="url"
            value={field.state.value}
            hint={
              hint ?? (canUpload ? t`PNG, JPEG, WebP or GIF, at most 2 MB; or the address of an image.` : undefined)
            }
            error={errorText(field.state.meta.errors)}
            onBlur={field.handleBlur}
            onChange={(event) => {
              setProblem(null)
              field.handleChange(event.target.value)
            }}
          />
          <p id={statusId} className={problem ? styles.problem : 'visually-hidden'} role="status">
            {problem ?? (upload.isPending ? t`Uploading…` : '')}
          </p>
        </div>
      </div>
    </fieldset>
  )
}
