import { categoriesResource } from './categories.ts'
import { resourceHandlers } from './resource.ts'

/** Articles, categories, subcategories, cards, card types, badges, banners, contacts. */
export const contentAdminHandlers = [...resourceHandlers(categoriesResource)]
