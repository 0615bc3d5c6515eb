import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { allPages } from '~/features/content/all-pages'
import { section } from '~/features/content/cms-errors'
import { phoneOf } from '~/features/finder/place'
import { LocaleSchema } from '~/i18n/locale-schema'
import { cmsBusinessGetOpts, cmsBusinessList } from '~/server/cmsapi/calls'

/** The outlets one province lists under a tool's "Where to buy" at most. */
export const PROVINCE_OUTLET_LIMIT = 50

/**
 * "Where to buy" on a tool's page: the provinces of the service network, whose outlets sell and
 * service every tool, and the outlets of the chosen one. Both are parts of the page: an outlet
 * call that fails leaves them out, never the product.
 */
export const getWhereToBuy = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      locale: LocaleSchema,
      province: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50))),
    }),
  )
  .handler(async ({ data }) => {
    const ctx = { locale: data.locale }
    const province = data.province
    const [levels, outlets] = await Promise.all([
      section(cmsBusinessGetOpts(ctx), []),
      province
        ? section(
            allPages((pageNo, pageSize) => cmsBusinessList(ctx, { province, pageNo, pageSize }), {
              limit: PROVINCE_OUTLET_LIMIT,
              pageSize: PROVINCE_OUTLET_LIMIT,
            }),
            { list: [], total: 0 },
          )
        : null,
    ])
    const provinces = [...new Set(levels.value.flatMap((a) => a.provinces.map((p) => p.province)))]
    return {
      provinces,
      outlets: (outlets?.value.list ?? []).map((o) => ({
        id: o.id,
        name: o.dealerName,
        city: o.city,
        address: o.address,
        contact: o.contact,
        phone: phoneOf(o.contact),
        lat: o.lat,
        lng: o.lng,
      })),
    }
  })

export type WhereToBuy = Awaited<ReturnType<typeof getWhereToBuy>>
export type OutletOfProvince = WhereToBuy['outlets'][number]
