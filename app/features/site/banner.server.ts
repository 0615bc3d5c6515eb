import type { Banner } from '~/components/layout/section-layout'
import type { Locale } from '~/i18n/locale'
import { cmsAdGetAds } from '~/server/cmsapi/calls'

export type BannerItem = Banner & { title: string; link: string | null }

/** Banners of a section: ads of type `banner-<section>` (docs/cmsapi.md). */
export async function loadBanners(locale: Locale, section: string): Promise<BannerItem[]> {
  const ads = await cmsAdGetAds({ locale }, { type: `banner-${section}` })
  return ads.flatMap((ad) =>
    ad.image
      ? [{ image: ad.image, title: ad.name, link: ad.outerChain, width: 1920, height: 600 }]
      : [],
  )
}
