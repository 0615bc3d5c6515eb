import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { cmsRead } from '~/features/content/cms-errors'
import { loadBanners } from '~/features/site/banner.server'
import { LocaleSchema } from '~/i18n/locale-schema'
import { cmsContentList, cmsProductBrandlist, cmsProductProductlist } from '~/server/cmsapi/calls'

/** Everything the home page shows, in one round trip. */
export const getHome = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(({ data }) =>
    cmsRead(async () => {
      const ctx = { locale: data.locale }
      const [banners, brands, featured, news] = await Promise.all([
        loadBanners(data.locale, 'home'),
        cmsProductBrandlist(ctx),
        cmsProductProductlist(ctx, { featured: true, pageSize: 8 }),
        cmsContentList(ctx, { pageSize: 3 }),
      ])
      return { banners, brands, featured: featured.list, news: news.list }
    }),
  )
