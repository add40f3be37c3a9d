import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { formatDate } from '~/shared/lib/format-date'
import { useLocale } from '~/shared/services/app-services'
import { createResourceApi } from '../api/resource-api'
import { defineResource } from '../resource-kit/define-resource'
import { LocalizedImageField } from '../resource-kit/fields/localized-image-field'
import { LocalizedTextField } from '../resource-kit/fields/localized-text-field'
import { LocalizedRichTextField } from '../resource-kit/fields/rich-text/localized-rich-text-field'
import type { ResourceFieldsProps } from '../resource-kit/form-types'
import { editableLocalized, localized, nullableLocalized } from '../resource-kit/localized'
import { PublishedMark } from './published-mark'
import { RecordFacts } from './record-facts'
import { ViewOnSite } from './view-on-site'
import styles from './record-status.module.css'

const articlesApi = createResourceApi('/admin/articles', '/admin/articles/{id}')

type Text = { ru: string; en: string }

interface ArticleValues {
  slug: string
  title: Text
  description: Text
  preview: Text
  text: Text
  promocode: string
  url: string
  published: boolean
  seoTitle: Text
  seoDescription: Text
}

/** On the edit page: whether visitors see it (and where), and what the server counts. */
function ArticleStatus({ article }: { article: Schemas['AdminArticle'] }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  return (
    <>
      <div className={styles.status}>
        <PublishedMark published={article.published} />
        {article.published ? (
          <ViewOnSite kind="article" slug={article.slug} />
        ) : (
          <p className={styles.note}>
            <Trans>Visitors do not see a draft. Tick “Published” and save to put it on the site.</Trans>
          </p>
        )}
      </div>
      <RecordFacts
        facts={[
          { label: t`Views`, value: new Intl.NumberFormat(locale).format(article.views) },
          {
            label: t`Rating`,
            value: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(article.rating),
          },
          { label: t`Created`, value: formatDate(article.createdAt, i18n) },
          { label: t`Updated`, value: formatDate(article.updatedAt, i18n) },
        ]}
      />
    </>
  )
}

function ArticleFields({ form, record }: ResourceFieldsProps<ArticleValues, Schemas['AdminArticle']>) {
  const { t } = useLingui()
  return (
    <>
      {record && <ArticleStatus article={record} />}
      <LocalizedTextField form={form} fields="title" label={t`Title`} />
      <form.AppField name="slug">
        {(field) => (
          <field.TextField
            label={t`Slug`}
            hint={t`The article's address, /articles/slug: lowercase Latin letters, digits and dashes.`}
            spellCheck={false}
          />
        )}
      </form.AppField>
      <LocalizedTextField
        form={form}
        fields="description"
        label={t`Description`}
        hint={t`A short summary for the list of articles and search.`}
        multiline
      />
      <LocalizedImageField form={form} fields="preview" label={t`Preview image`} />
      <LocalizedRichTextField
        form={form}
        fields="text"
        label={t`Text`}
        hint={t`Headings get their anchors on save; the page's contents list every heading. In a list, Tab indents an item and Shift+Tab outdents it.`}
      />
      <form.AppField name="promocode">
        {(field) => (
          <field.TextField label={t`Promocode`} hint={t`Optional: a code readers can copy.`} spellCheck={false} />
        )}
      </form.AppField>
      <form.AppField name="url">
        {(field) => (
          <field.TextField
            label={t`External link`}
            hint={t`Optional: the site the article is about, starting with https://.`}
            inputMode="url"
            spellCheck={false}
          />
        )}
      </form.AppField>
      <LocalizedTextField
        form={form}
        fields="seoTitle"
        label={t`SEO title`}
        hint={t`Leave empty for the default title.`}
      />
      <LocalizedTextField
        form={form}
        fields="seoDescription"
        label={t`SEO description`}
        hint={t`Leave empty for the default description.`}
        multiline
      />
      <form.AppField name="published">
        {(field) => (
          <field.CheckboxField
            label={t`Published`}
            hint={t`Visitors see the article once it is published and saved; until then it is a draft.`}
          />
        )}
      </form.AppField>
    </>
  )
}

const empty = (): Text => ({ ru: '', en: '' })

/** Articles (`/articles/{slug}`): written as drafts, published when ready. Also the articles editor's one section. */
export const articlesResource = defineResource({
  section: 'articles',
  api: articlesApi,
  titles: { singular: msg`Article`, create: msg`New article` },
  displayName: (article, locale) => localized(article.title, locale) || article.slug,
  list: {
    defaultSort: '-createdAt',
    columns: (col) => [
      col.localized('title', msg`Title`, { sort: 'title' }),
      col.text('slug', msg`Slug`),
      col.custom({
        id: 'published',
        header: msg`Status`,
        cell: (article) => <PublishedMark published={article.published} />,
      }),
      col.number('views', msg`Views`, { sort: 'views' }),
      col.date('createdAt', msg`Created`, { sort: 'createdAt' }),
    ],
    filters: [{ kind: 'boolean', key: 'published', label: msg`Published` }],
  },
  form: {
    defaults: (article): ArticleValues => ({
      slug: article?.slug ?? '',
      title: { ...(article?.title ?? empty()) },
      description: { ...(article?.description ?? empty()) },
      preview: { ...(article?.preview ?? empty()) },
      text: { ...(article?.text ?? empty()) },
      promocode: article?.promocode ?? '',
      url: article?.url ?? '',
      // A new article starts as a draft.
      published: article?.published ?? false,
      seoTitle: editableLocalized(article?.seoTitle),
      seoDescription: editableLocalized(article?.seoDescription),
    }),
    toInput: (values) => ({
      slug: values.slug.trim(),
      title: values.title,
      description: values.description,
      preview: { ru: values.preview.ru.trim(), en: values.preview.en.trim() },
      text: values.text,
      promocode: values.promocode.trim() || null,
      url: values.url.trim() || null,
      published: values.published,
      seoTitle: nullableLocalized(values.seoTitle),
      seoDescription: nullableLocalized(values.seoDescription),
    }),
    Fields: ArticleFields,
  },
})
