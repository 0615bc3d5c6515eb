import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { allPages } from '~/features/content/all-pages'
import { cmsRead } from '~/features/content/cms-errors'
import { type Place, phoneOf } from '~/features/finder/place'
import { LocaleSchema } from '~/i18n/locale-schema'
import {
  cmsBusinessGetOpts,
  cmsBusinessList,
  cmsFileAftersalevideolist,
  cmsFileHuodongvideolist,
  cmsFileProductvideolist,
  cmsProductDownClist,
  cmsProductDownDetail,
  cmsProductDownlist,
  cmsProductDownOpt,
  cmsProductProductlist,
} from '~/server/cmsapi/calls'
import { sanitizeRichText } from '~/server/sanitize'
import { MAX_ID } from '~/shared/ids'

const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID))
const Kind = v.picklist(['download', 'manual'])
const Text = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)))

export const FILE_PAGE_SIZE = 10

/** Downloads or manuals ("explain") with their categories and product-series options. */
export const getFiles = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      locale: LocaleSchema,
      kind: Kind,
      page: Id,
      categoryId: v.optional(Id),
      optionId: v.optional(Id),
      keyword: Text,
    }),
  )
  .handler(({ data }) =>
    cmsRead(async () => {
      const ctx = { locale: data.locale }
      const [categories, options, files] = await Promise.all([
        cmsProductDownClist(ctx, { kind: data.kind }),
        cmsProductDownOpt(ctx),
        cmsProductDownlist(ctx, {
          kind: data.kind,
          pageNo: data.page,
          pageSize: FILE_PAGE_SIZE,
          categoryId: data.categoryId,
          optionId: data.optionId,
          keyword: data.keyword,
        }),
      ])
      return { categories, options, files }
    }),
  )

export const getFile = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema, kind: Kind, id: Id }))
  .handler(async ({ data }) => {
    const file = await cmsRead(() => cmsProductDownDetail({ locale: data.locale }, data.id))
    // A manual's id is not a download page and the other way round.
    if (file.kind !== data.kind) throw notFound()
    return { ...file, content: sanitizeRichText(file.content) }
  })

const videoCalls = {
  activity: cmsFileHuodongvideolist,
  product: cmsFileProductvideolist,
  aftersale: cmsFileAftersalevideolist,
}

export const VIDEO_PAGE_SIZE = 6

export const getVideos = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      locale: LocaleSchema,
      kind: v.picklist(['activity', 'product', 'aftersale']),
      page: Id,
    }),
  )
  .handler(({ data }) =>
    cmsRead(() =>
      videoCalls[data.kind](
        { locale: data.locale },
        { pageNo: data.page, pageSize: VIDEO_PAGE_SIZE },
      ),
    ),
  )

/** The finder lists at most this many outlets; past it, the visitor narrows by area. */
export const OUTLET_LIMIT = 500
const PlaceName = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50)))

/**
 * After-sales outlets for the finder: every outlet of the chosen area, province or city (not a
 * page of them: the list sorts by distance and the map shows them all) as the finder shows
 * them, with the area → province → city levels for the filters.
 */
export const getOutlets = createServerFn({ method: 'GET' })
  .validator(
    v.object({ locale: LocaleSchema, area: PlaceName, province: PlaceName, city: PlaceName }),
  )
  .handler(({ data }) =>
    cmsRead(async () => {
      const ctx = { locale: data.locale }
      const filter = { area: data.area, province: data.province, city: data.city }
      const [levels, outlets] = await Promise.all([
        cmsBusinessGetOpts(ctx),
        allPages((pageNo, pageSize) => cmsBusinessList(ctx, { ...filter, pageNo, pageSize }), {
          limit: OUTLET_LIMIT,
          pageSize: 100,
        }),
      ])
      const places = outlets.list.map(
        (o): Place => ({
          id: o.id,
          name: o.dealerName,
          company: o.company,
          region: [o.area, o.province, o.city].filter(Boolean).join(' · '),
          address: o.address,
          contact: o.contact,
          phone: phoneOf(o.contact),
          lat: o.lat,
          lng: o.lng,
        }),
      )
      return { levels, places, total: outlets.total }
    }),
  )

/** Desktop search across products, downloads and manuals. */
export const searchSite = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      locale: LocaleSchema,
      keyword: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
    }),
  )
  .handler(({ data }) =>
    cmsRead(async () => {
      const ctx = { locale: data.locale }
      const [products, downloads, manuals] = await Promise.all([
        cmsProductProductlist(ctx, { keyword: data.keyword, pageSize: 20 }),
        cmsProductDownlist(ctx, { kind: 'download', keyword: data.keyword, pageSize: 20 }),
        cmsProductDownlist(ctx, { kind: 'manual', keyword: data.keyword, pageSize: 20 }),
      ])
      return { products, downloads, manuals }
    }),
  )
