import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Schemas } from '~/api/types'
import { createResourceApi } from '../api/resource-api'
import { defineResource } from '../resource-kit/define-resource'
import { LocalizedImageField } from '../resource-kit/fields/localized-image-field'
import type { ResourceFieldsProps } from '../resource-kit/form-types'

const bannersApi = createResourceApi('/admin/banners', '/admin/banners/{id}')

type BannerPosition = Schemas['AdminBanner']['position']

/** The places a banner can be, in the order they appear on a page (the contract's order). */
const positionLabels: Readonly<Record<BannerPosition, MessageDescriptor>> = {
  top: msg`Top of the page`,
  middle: msg`Middle of the page`,
  bottom: msg`Bottom of the page`,
  sidebar: msg`Sidebar`,
}

const positions = (Object.keys(positionLabels) as BannerPosition[]).map((value) => ({
  value,
  label: positionLabels[value],
}))

interface BannerValues {
  position: BannerPosition
  image: { ru: string; en: string }
  link: string
}

function BannerFields({ form }: ResourceFieldsProps<BannerValues>) {
  const { i18n, t } = useLingui()
  return (
    <>
      <form.AppField name="position">
        {(field) => (
          <field.SelectField
            label={t`Position`}
            hint={t`Where the banner is shown: the home page, articles, cards and categories have the top and bottom places; the home page, articles and cards the middle one.`}
            options={positions.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
          />
        )}
      </form.AppField>
      <LocalizedImageField form={form} fields="image" label={t`Image`} />
      <form.AppField name="link">
        {(field) => (
          <field.TextField
            label={t`Link`}
            hint={t`A path on the site, e.g. /games/cases, or an address starting with https://.`}
            spellCheck={false}
            inputMode="url"
          />
        )}
      </form.AppField>
    </>
  )
}

/** Banners of the home page, the content pages and the sidebar: an image per language and a link. */
export const bannersResource = defineResource({
  section: 'banners',
  api: bannersApi,
  titles: { singular: msg`Banner`, create: msg`New banner` },
  displayName: (banner) => `#${banner.id} · ${banner.link}`,
  list: {
    defaultSort: 'id',
    columns: (col) => [
      col.number('id', msg`ID`, { sort: 'id', descFirst: false }),
      col.image('image', msg`Image`),
      col.custom({
        id: 'position',
        header: msg`Position`,
        sort: 'position',
        cell: (banner, { i18n }) => i18n._(positionLabels[banner.position]),
      }),
      col.text('link', msg`Link`),
    ],
    filters: [{ kind: 'select', key: 'position', label: msg`Position`, options: positions }],
  },
  form: {
    defaults: (banner): BannerValues => ({
      position: banner?.position ?? 'top',
      image: { ...(banner?.image ?? { ru: '', en: '' }) },
      link: banner?.link ?? '',
    }),
    toInput: (values) => ({
      position: values.position,
      image: { ru: values.image.ru.trim(), en: values.image.en.trim() },
      link: values.link.trim(),
    }),
    Fields: BannerFields,
  },
})
