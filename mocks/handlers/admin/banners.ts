import type { Db } from '../../db/db.ts'
import type { BannerRow } from '../../db/schema/banners.ts'
import { bannersAdmin } from '../../domain/admin/banners.ts'
import type { Schemas } from '../../present/types.ts'
import type { AdminResource } from './resource.ts'

function presentAdminBanner(_db: Db, row: BannerRow): Schemas['AdminBanner'] {
  return { id: row.id, position: row.position, image: { ...row.image }, link: row.link }
}

export const bannersResource: AdminResource<'/admin/banners', BannerRow> = {
  collection: '/admin/banners',
  entity: bannersAdmin,
  present: presentAdminBanner,
  presentListItem: presentAdminBanner,
}
