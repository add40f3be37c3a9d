import type { Seeder } from './helpers.ts'
import { storeLocalizedImages } from '../../domain/fake-images.ts'
import { bannerArt } from './art/banner-art.ts'
import { bannerDefinitions } from './texts.ts'

export async function seedBanners(s: Seeder): Promise<void> {
  for (const [index, banner] of bannerDefinitions.entries()) {
    await s.db.banners.create({
      id: index + 1,
      position: banner.position,
      image: await storeLocalizedImages(s.db, 'banner', {
        ru: bannerArt({ ...banner, title: banner.title.ru }),
        en: bannerArt({ ...banner, title: banner.title.en }),
      }),
      link: banner.link,
    })
  }
}
