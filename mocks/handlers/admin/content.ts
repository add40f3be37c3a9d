import { articlesResource } from './articles.ts'
import { badgesResource } from './badges.ts'
import { bannersResource } from './banners.ts'
import { cardTypesResource } from './card-types.ts'
import { cardsResource } from './cards.ts'
import { categoriesResource } from './categories.ts'
import { contactsResource } from './contacts.ts'
import { resourceHandlers } from './resource.ts'
import { subcategoriesResource } from './subcategories.ts'

/** Articles, categories, subcategories, cards, card types, badges, banners, contacts. */
export const contentAdminHandlers = [
  ...resourceHandlers(articlesResource),
  ...resourceHandlers(categoriesResource),
  ...resourceHandlers(subcategoriesResource),
  ...resourceHandlers(cardsResource),
  ...resourceHandlers(cardTypesResource),
  ...resourceHandlers(badgesResource),
  ...resourceHandlers(bannersResource),
  ...resourceHandlers(contactsResource),
]
