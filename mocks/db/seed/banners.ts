import type { Seeder } from './helpers.ts'
import { bannerImage } from './images.ts'
import { bannerDefinitions } from './texts.ts'

export async function seedBanners(s: Seeder): Promise<void> {
  for (const [index, banner] of bannerDefinitions.entries()) {
    await s.db.banners.create({
      id: index + 1,
      position: banner.position,
      image: { ru: bannerImage(banner.title.ru, banner.color, banner.accent), en: bannerImage(banner.title.en, banner.color, banner.accent) },
      link: banner.link,
    })
  }
}
