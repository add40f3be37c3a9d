import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { within } from 'storybook/test'
import type { Locale } from '~/shared/i18n/locale'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { Toaster } from '~/shared/ui/toasts/toaster'
import type { AnyResource } from '../resource-kit/define-resource'
import type { CreatePreset } from '../resource-kit/form-types'
import { ResourceFormPage } from '../resource-kit/resource-form-page'
import { RoutedListPage } from './routed-list-page'

/**
 * The stories of a kind's pages on the fake backend, signed in as a staff persona:
 *
 *   const pages = resourceStories(rolesResource, { id: 1 })
 *   const meta = { ...pages.meta } satisfies Meta<typeof ResourceFormPage>   // the edit page of #1
 *   export const List: Story = pages.list({ query: '?sort=title', play })
 *   export const ListRussian: Story = pages.list({ locale: 'ru', play })
 *   export const SaveTitle: Story = pages.edit(3, { play })
 *   export const CreateForCase: Story = pages.create({ preset: { caseId: 4 }, play })
 *
 * Each page's address is the app's, in the story's language. The page suspends while its
 * record loads (the route's boundary) and toasts what it saved. (Storybook reads the meta
 * only from an object written in the story file, hence the spread there.)
 */

type PageStory = StoryObj<typeof ResourceFormPage>

interface PageOptions {
  /** The story's language; the address is that language's. */
  locale?: Locale
  /** The search of the page's address (`?top=true`). */
  query?: string
}

/** The admin's page decorators: the route's boundary and the app's toaster. */
const adminPageDecorators: Decorator[] = [
  (Story) => (
    <>
      <Story />
      <Toaster />
    </>
  ),
  withPageBoundary(),
]

/** Phone width; the box is `phone` to measure that nothing sticks out of it. */
export const phoneWidth: Decorator = (Story) => (
  <div style={{ maxWidth: 375 }} data-testid="phone">
    <Story />
  </div>
)

export function resourceStories(
  resource: AnyResource,
  { id, persona = 'admin' }: { id?: number; persona?: 'admin' | 'editor' },
) {
  const address = (locale: Locale, rest: string) => `${locale === 'ru' ? '' : '/en'}/admin/${resource.section}${rest}`
  const page = (locale: Locale, rest: string, story: PageStory): PageStory => ({
    ...story,
    parameters: { ...story.parameters, route: address(locale, rest) },
    globals: { locale, persona },
  })
  return {
    /** The edit page of `id`, or the create page without it. */
    meta: {
      component: ResourceFormPage,
      decorators: adminPageDecorators,
      args: { resource, id },
      parameters: { route: address('en', id === undefined ? '/new' : `/${id}`) },
      globals: { locale: 'en', persona },
    } satisfies Meta<typeof ResourceFormPage>,
    /** The list page. */
    list: ({ locale = 'en', query = '', ...story }: PageOptions & PageStory = {}): PageStory =>
      page(locale, query, { render: () => <RoutedListPage resource={resource} />, ...story }),
    /** The edit page of record `recordId`. */
    edit: (recordId: number, { locale = 'en', query = '', ...story }: PageOptions & PageStory = {}): PageStory =>
      page(locale, `/${recordId}${query}`, { ...story, args: { ...story.args, id: recordId } }),
    /** The create page; a `preset` is in its address as a link from another page puts it. */
    create: ({
      locale = 'en',
      preset,
      ...story
    }: Omit<PageOptions, 'query'> & PageStory & { preset?: CreatePreset } = {}): PageStory => {
      const query = preset
        ? `?${new URLSearchParams(Object.entries(preset).map(([key, value]) => [key, String(value)]))}`
        : ''
      return page(locale, `/new${query}`, {
        ...story,
        args: { ...story.args, id: undefined, ...(preset ? { preset } : {}) },
      })
    },
  }
}

/** The texts of one column (the first unless `index` says) of the body rows of the table in `scope`. */
export function columnTexts(scope: HTMLElement, index = 0): Array<string | null | undefined> {
  return within(scope)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent)
}
