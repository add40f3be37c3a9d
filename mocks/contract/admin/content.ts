import { categoriesAdmin } from '../../domain/admin/categories.ts'
import type { Call } from '../call.ts'
import { admin, asAdmin, both, editor } from './shared.ts'

/** Articles, categories, subcategories, cards, card types, badges, banners, contacts. */

const category = { slug: 'new-games', name: both('Новые игры', 'New games'), image: 'https://cdn.example/n.png', showAlert: 'false', seoTitle: both('', ''), seoDescription: both('', ''), position: '9' }

export const contentCalls: Call[] = [
  { operation: 'adminListCategories', scenario: admin, query: 'search=cs2&sort=-cardsCount&per_page=5', status: 200 },
  { operation: 'adminCreateCategory', scenario: admin, form: category, status: 201 },
  { operation: 'adminGetCategory', scenario: admin, params: { id: '1' }, status: 200 },
  { operation: 'adminUpdateCategory', scenario: admin, params: { id: '1' }, form: { ...category, slug: 'cs2-cases' }, status: 200 },
  { operation: 'adminDeleteCategory', scenario: admin, params: { id: '9' }, prepare: (db) => categoriesAdmin.create(asAdmin(db), category), status: 204 },
]

export const contentErrorCalls: Call[] = [
  { operation: 'adminListCategories', scenario: editor, status: 403 },
  { operation: 'adminListCategories', scenario: admin, query: 'sort=secret', status: 422 },
  { operation: 'adminCreateCategory', scenario: admin, form: { ...category, slug: 'cs2-cases' }, status: 422 },
  { operation: 'adminCreateCategory', status: 401 },
  { operation: 'adminGetCategory', scenario: admin, params: { id: '999' }, status: 404 },
  { operation: 'adminUpdateCategory', scenario: admin, params: { id: '1' }, form: { ...category, name: both('', '') }, status: 422 },
  { operation: 'adminDeleteCategory', scenario: admin, params: { id: '1' }, status: 409 },
]
