import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { allPages } from '~/features/content/all-pages'
import { otherLocale } from '~/i18n/locale'
import { LocaleSchema } from '~/i18n/locale-schema'
import { cmsBusinessList, cmsBusinessListAA } from '~/server/cmsapi/calls'

/** How many places of the other language are read to find a twin (the finders' own limit). */
const PLACE_LIMIT = 500

const Name = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50)))

export type PlaceFilter = { area?: string; province?: string; city?: string }

/**
 * A finder's place filters (area, province, city: names in the page's language) in the other
 * language: the first place the filter finds here is looked up there by the translation key it
 * shares with its twin, and the twin's names are the filter there. A filter that finds nothing,
 * or a place without a twin, carries nothing across (the other language then shows all places).
 */
export const getPlaceTwin = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      locale: LocaleSchema,
      kind: v.picklist(['outlet', 'store']),
      region: v.optional(v.picklist(['cn', 'intl'])),
      area: Name,
      province: Name,
      city: Name,
    }),
  )
  .handler(async ({ data }): Promise<PlaceFilter> => {
    const here = { locale: data.locale }
    const there = { locale: otherLocale(data.locale) }
    const read = { limit: PLACE_LIMIT, pageSize: 100 }
    if (data.kind === 'store') {
      const region = data.region ?? 'cn'
      const first = await cmsBusinessListAA(here, {
        region,
        province: data.province,
        pageNo: 1,
        pageSize: 1,
      })
      const key = first.list[0]?.key
      if (!key) return {}
      const all = await allPages(
        (pageNo, pageSize) => cmsBusinessListAA(there, { region, pageNo, pageSize }),
        read,
      )
      const twin = all.list.find((s) => s.key === key)
      return twin && data.province ? { province: twin.province } : {}
    }
    const filter = { area: data.area, province: data.province, city: data.city }
    const first = await cmsBusinessList(here, { ...filter, pageNo: 1, pageSize: 1 })
    const key = first.list[0]?.key
    if (!key) return {}
    const all = await allPages(
      (pageNo, pageSize) => cmsBusinessList(there, { pageNo, pageSize }),
      read,
    )
    const twin = all.list.find((o) => o.key === key)
    if (!twin) return {}
    return {
      ...(data.area ? { area: twin.area } : {}),
      ...(data.province ? { province: twin.province } : {}),
      ...(data.city ? { city: twin.city } : {}),
    }
  })
