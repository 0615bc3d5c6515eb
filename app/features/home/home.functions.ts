import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { section, unlessAllFailed } from '~/features/content/cms-errors'
import { loadBanners } from '~/features/site/banner.server'
import { LocaleSchema } from '~/i18n/locale-schema'
import { cmsContentList, cmsProductBrandlist, cmsProductProductlist } from '~/server/cmsapi/calls'

/**
 * Everything the home page shows, in one round trip. Each part stands alone: a failed one is
 * empty (its heading and list left out) and the rest shows; only when all failed is the page
 * an error.
 */
export const getHome = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(async ({ data }) => {
    const ctx = { locale: data.locale }
    const parts = await Promise.all([
      section(loadBanners(data.locale, 'home'), []),
      section(cmsProductBrandlist(ctx), []),
      section(
        cmsProductProductlist(ctx, { featured: true, pageSize: 8 }).then((page) => page.list),
        [],
      ),
      section(
        cmsContentList(ctx, { pageSize: 3 }).then((page) => page.list),
        [],
      ),
    ])
    unlessAllFailed(parts)
    const [banners, brands, featured, news] = parts
    return {
      banners: banners.value,
      brands: brands.value,
      featured: featured.value,
      news: news.value,
      degraded: parts.some((part) => part.failed),
    }
  })
