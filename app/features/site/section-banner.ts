import type { SectionKey } from '~/components/layout/sections'
import type { Locale } from '~/i18n/locale'
import { getBanners } from './banner.functions'

/**
 * The banner over a section's pages: the first of its banners. Decoration: none when it cannot
 * be read, and the page still renders.
 */
export function sectionBanner(locale: Locale, section: SectionKey) {
  return getBanners({ data: { locale, section } })
    .then((list) => list[0] ?? null)
    .catch(() => null)
}
