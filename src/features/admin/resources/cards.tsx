import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { AdminCardInput } from '~/api/field-rules.gen'
import { useFieldRules } from '~/shared/forms/field-rule'
import type { Schemas } from '~/api/types'
import { errorText } from '~/shared/forms/error-text'
import { formatDate } from '~/shared/lib/format-date'
import { useLocale } from '~/shared/services/app-services'
import { TextInput } from '~/shared/ui/text-input/text-input'
import { createResourceApi } from '../api/resource-api'
import { defineResource } from '../resource-kit/define-resource'
import { LocalizedTextField } from '../resource-kit/fields/localized-text-field'
import { LocalizedRichTextField } from '../resource-kit/fields/rich-text/localized-rich-text-field'
import { relationSource } from '../resource-kit/filters'
import type { ResourceFieldsProps } from '../resource-kit/form-types'
import { editableLocalized, localized, nullableLocalized } from '../resource-kit/localized'
import { badgesApi } from './badges'
import { CardBadgesField } from './card-badges-field'
import { CardPromocodesField } from './card-promocodes-field'
import { promocodeInput, promocodeValues, type CardValues } from './card-values'
import { cardTypesApi } from './card-types'
import { RecordFacts } from './record-facts'
import { categorySource, subcategoriesApi } from './subcategories'
import { TopMark } from './top-mark'
import { ViewOnSite } from './view-on-site'
import styles from './record-status.module.css'

const cardsApi = createResourceApi('/admin/cards', '/admin/cards/{id}')

type Text = { ru: string; en: string }

const subcategoryLabel = (subcategory: Schemas['AdminSubcategory'], locale: 'ru' | 'en') =>
  localized(subcategory.name, locale) || subcategory.slug
const subcategorySource = relationSource({ section: 'subcategories', api: subcategoriesApi, label: subcategoryLabel })
/** The subcategories of one category, the only ones a card of it may be in. */
const subcategoriesOf = (categoryId: number) =>
  relationSource({
    section: 'subcategories',
    api: subcategoriesApi,
    label: subcategoryLabel,
    query: { filter: { category: categoryId } },
  })
const typeSource = relationSource({
  section: 'card-types',
  api: cardTypesApi,
  label: (type, locale) => localized(type.name, locale) || type.slug,
})
const badgeSource = relationSource({
  section: 'badges',
  api: badgesApi,
  label: (badge, locale) => localized(badge.text, locale),
})

/** On the edit page: the card's page on the site, and what the server keeps. */
function CardStatus({ card }: { card: Schemas['AdminCard'] }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  return (
    <>
      <div className={styles.status}>
        <ViewOnSite kind="card" slug={card.slug} />
      </div>
      <RecordFacts
        facts={[
          { label: t`Rating`, value: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(card.rating) },
          { label: t`Created`, value: formatDate(card.createdAt, i18n) },
        ]}
      />
    </>
  )
}

function CardFields({ form, record }: ResourceFieldsProps<CardValues, Schemas['AdminCard']>) {
  const { t } = useLingui()
  const ruled = useFieldRules()
  return (
    <>
      {record && <CardStatus card={record} />}
      <LocalizedTextField form={form} fields="title" label={t`Title`} hint={t`The card's name in lists.`} />
      <LocalizedTextField
        form={form}
        fields="fullTitle"
        label={t`Full title`}
        hint={t`The heading of the card's page.`}
      />
      <form.AppField name="slug">
        {(field) => (
          <field.TextField
            label={t`Slug`}
            hint={t`The card's address, /cards/slug: lowercase Latin letters, digits and dashes.`}
            spellCheck={false}
          />
        )}
      </form.AppField>
      <form.AppField
        name="categoryId"
        validators={{ onSubmit: ({ value }) => (value === null ? t`Choose a category.` : undefined) }}
        // A subcategory belongs to one category: another category leaves the card in none of its subcategories.
        listeners={{ onChange: () => form.setFieldValue('subcategoryId', null) }}
      >
        {(field) => <field.RelationSelectField label={t`Category`} source={categorySource} />}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.categoryId}>
        {(categoryId) => (
          <form.AppField name="subcategoryId">
            {(field) =>
              categoryId === null ? (
                <TextInput
                  label={t`Subcategory`}
                  value={t`None`}
                  readOnly
                  hint={t`Choose a category first.`}
                  error={errorText(field.state.meta.errors)}
                />
              ) : (
                <field.RelationSelectField
                  label={t`Subcategory`}
                  source={subcategoriesOf(categoryId)}
                  optional
                  hint={t`Optional: one of the category's subcategories.`}
                />
              )
            }
          </form.AppField>
        )}
      </form.Subscribe>
      <form.AppField name="typeId">
        {(field) => <field.RelationSelectField label={t`Type`} source={typeSource} optional />}
      </form.AppField>
      <form.AppField name="preview">{(field) => <field.ImageField label={t`Preview image`} />}</form.AppField>
      <LocalizedTextField
        form={form}
        fields="description"
        label={t`Description`}
        hint={t`A short summary for lists and search.`}
        multiline
      />
      <LocalizedTextField
        form={form}
        fields="reward"
        label={t`Reward`}
        hint={t`What the site gives, e.g. a free case every day.`}
      />
      <LocalizedTextField
        form={form}
        fields="buttonText"
        label={t`Button text`}
        hint={t`The button that leads to the site.`}
      />
      <form.AppField name="link">
        {(field) => (
          <field.TextField
            label={t`Link`}
            hint={t`The site's address, starting with https://.`}
            inputMode="url"
            spellCheck={false}
          />
        )}
      </form.AppField>
      <form.AppField name="promocode">
        {(field) => (
          <field.TextField label={t`Promocode`} hint={t`Optional: the code shown on the card.`} spellCheck={false} />
        )}
      </form.AppField>
      <form.AppField name="badgeIds">{() => <CardBadgesField legend={t`Badges`} />}</form.AppField>
      <LocalizedRichTextField
        form={form}
        fields="text"
        label={t`Text`}
        hint={t`The review on the card's page. Headings get their anchors on save; the page's contents list every heading.`}
      />
      <LocalizedRichTextField
        form={form}
        fields="instruction"
        label={t`Instruction`}
        hint={t`How to get the reward, step by step.`}
      />
      <CardPromocodesField form={form} />
      <form.AppField name="top">
        {(field) => <field.CheckboxField label={t`Top`} hint={t`Among the top sites on the home page.`} />}
      </form.AppField>
      <form.AppField name="showAlert">
        {(field) => <field.CheckboxField label={t`Show the warning notice on the card's page`} />}
      </form.AppField>
      <form.AppField name="hideRuLink">
        {(field) => <field.CheckboxField label={t`Hide the link from visitors in Russia`} />}
      </form.AppField>
      <form.AppField name="position" validators={ruled(AdminCardInput.position, { required: msg`Enter a number.` })}>
        {(field) => (
          <field.NumberField
            label={t`Position`}
            hint={t`Lists show the smallest first.`}
            min={AdminCardInput.position.minimum}
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
    </>
  )
}

const empty = (): Text => ({ ru: '', en: '' })

/** Cards: the sites with freebies, on their category page, `/cards/{slug}` and in search, with their promocodes. */
export const cardsResource = defineResource({
  section: 'cards',
  api: cardsApi,
  titles: { singular: msg`Card`, create: msg`New card` },
  displayName: (card, locale) => localized(card.title, locale) || card.slug,
  list: {
    defaultSort: 'position',
    columns: (col) => [
      col.image('preview', msg({ message: 'Preview', context: 'a small picture of a card' })),
      col.localized('title', msg`Title`, { sort: 'title' }),
      col.text('categoryName', msg`Category`),
      col.custom({ id: 'top', header: msg`Top`, cell: (card) => (card.top ? <TopMark /> : '—') }),
      col.number('position', msg`Position`, { sort: 'position', descFirst: false }),
      col.number('rating', msg`Rating`, { sort: 'rating' }),
      col.date('createdAt', msg`Created`, { sort: 'createdAt' }),
    ],
    filters: [
      { kind: 'relation', key: 'category', label: msg`Category`, source: categorySource },
      {
        kind: 'relation',
        key: 'subcategory',
        label: msg`Subcategory`,
        source: subcategorySource,
        narrowedBy: { filter: 'category', as: 'category' },
      },
      { kind: 'relation', key: 'type', label: msg`Type`, source: typeSource },
      { kind: 'relation', key: 'badge', label: msg`Badge`, source: badgeSource },
      { kind: 'boolean', key: 'top', label: msg`Top` },
    ],
  },
  form: {
    defaults: (card): CardValues => ({
      slug: card?.slug ?? '',
      categoryId: card?.categoryId ?? null,
      subcategoryId: card?.subcategoryId ?? null,
      typeId: card?.typeId ?? null,
      preview: card?.preview ?? '',
      title: { ...(card?.title ?? empty()) },
      fullTitle: { ...(card?.fullTitle ?? empty()) },
      description: { ...(card?.description ?? empty()) },
      reward: { ...(card?.reward ?? empty()) },
      buttonText: { ...(card?.buttonText ?? empty()) },
      text: { ...(card?.text ?? empty()) },
      instruction: { ...(card?.instruction ?? empty()) },
      link: card?.link ?? '',
      promocode: card?.promocode ?? '',
      badgeIds: [...(card?.badgeIds ?? [])],
      hideRuLink: card?.hideRuLink ?? false,
      top: card?.top ?? false,
      showAlert: card?.showAlert ?? false,
      position: card?.position ?? 0,
      seoTitle: editableLocalized(card?.seoTitle),
      seoDescription: editableLocalized(card?.seoDescription),
      promocodes: (card?.promocodes ?? []).map(promocodeValues),
    }),
    toInput: (values) => ({
      slug: values.slug.trim(),
      // The field's own check keeps null from being sent.
      categoryId: values.categoryId ?? 0,
      subcategoryId: values.subcategoryId,
      typeId: values.typeId,
      preview: values.preview.trim(),
      title: values.title,
      fullTitle: values.fullTitle,
      description: values.description,
      reward: values.reward,
      buttonText: values.buttonText,
      text: values.text,
      instruction: values.instruction,
      link: values.link.trim(),
      promocode: values.promocode.trim() || null,
      badgeIds: values.badgeIds,
      hideRuLink: values.hideRuLink,
      top: values.top,
      showAlert: values.showAlert,
      position: values.position ?? 0,
      seoTitle: nullableLocalized(values.seoTitle),
      seoDescription: nullableLocalized(values.seoDescription),
      promocodes: values.promocodes.map(promocodeInput),
    }),
    Fields: CardFields,
  },
})
