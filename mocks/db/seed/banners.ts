import type { Seeder } from './helpers.ts'
import { storeLocalizedImages } from '../../domain/fake-images.ts'
import { bannerSvg } from './images.ts'
import { bannerDefinitions } from './texts.ts'

export async function seedBanners(s: Seeder): Promise<void> {
  for (const [index, banner] of bannerDefinitions.entries()) {
    await s.db.banners.create({
      id: index + 1,
      position: banner.position,
      image: await storeLocalizedImages(s.db, 'banner', {
        ru: bannerSvg(banner.title.ru, banner.color, banner.accent),
        en: bannerSvg(banner.title.en, banner.color, banner.accent),
      }),
      link: banner.link,
    })
  }
}
