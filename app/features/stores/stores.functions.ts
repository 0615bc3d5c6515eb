import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { allPages } from '~/features/content/all-pages'
import { cmsRead } from '~/features/content/cms-errors'
import { type Place, phoneOf } from '~/features/finder/place'
import { LocaleSchema } from '~/i18n/locale-schema'
import { cmsBusinessListAA } from '~/server/cmsapi/calls'

/** The finder lists at most this many stores; past it, the visitor narrows by province. */
export const STORE_LIMIT = 500

/**
 * Offline stores of a region (mainland China or abroad) for the finder: all of them in the
 * chosen province or country, as the finder shows them, with the provinces (countries) to
 * choose from.
 */
export const getStores = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      locale: LocaleSchema,
      region: v.picklist(['cn', 'intl']),
      province: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50))),
    }),
  )
  .handler(({ data }) =>
    cmsRead(async () => {
      const ctx = { locale: data.locale }
      let provinces: string[] = []
      const stores = await allPages(
        async (pageNo, pageSize) => {
          const page = await cmsBusinessListAA(ctx, {
            region: data.region,
            province: data.province,
            pageNo,
            pageSize,
          })
          if (pageNo === 1) provinces = page.provinces
          return page
        },
        { limit: STORE_LIMIT, pageSize: 100 },
      )
      const places = stores.list.map(
        (s): Place => ({
          id: s.id,
          name: s.name,
          region: [s.province, s.city].filter(Boolean).join(' · '),
          address: s.address,
          contact: s.phone,
          phone: phoneOf(s.phone),
          lat: s.lat,
          lng: s.lng,
        }),
      )
      return { places, total: stores.total, provinces }
    }),
  )
