import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { allPages } from '~/features/content/all-pages'
import { cmsRead, section, unlessAllFailed } from '~/features/content/cms-errors'
import { type Place, phoneOf } from '~/features/finder/place'
import { detailOrTwin } from '~/features/twins/detail-twin.server'
import type { Locale } from '~/i18n/locale'
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
  cmsProductPartsSearch,
  cmsProductProductlist,
} from '~/server/cmsapi/calls'
import { sanitizeRichText } from '~/server/sanitize'
import { CmsApiError, isMissingCall } from '~/shared/cmsapi/errors.isomorphic'
import { MAX_ID } from '~/shared/ids'

const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID))
const Kind = v.picklist(['download', 'manual'])
const Text = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)))

export type FileKind = 'download' | 'manual'
export type FileFilter = { page: number; categoryId?: number; optionId?: number; keyword?: string }
export type VideoKind = 'activity' | 'product' | 'aftersale'

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
  .handler(async ({ data }) => {
    const ctx = { locale: data.locale }
    // The files decide the page; without categories or series that filter is left out.
    const [categories, options, files] = await Promise.all([
      section(cmsProductDownClist(ctx, { kind: data.kind }), []),
      section(cmsProductDownOpt(ctx), []),
      cmsRead(() =>
        cmsProductDownlist(ctx, {
          kind: data.kind,
          pageNo: data.page,
          pageSize: FILE_PAGE_SIZE,
          categoryId: data.categoryId,
          optionId: data.optionId,
          keyword: data.keyword,
        }),
      ),
    ])
    return { categories: categories.value, options: options.value, files }
  })

/** How many files of a kind the site looks through for one when the CMS has no detail call. */
export const FILE_SCAN_LIMIT = 500

/**
 * A download's or manual's page. `downDetail` is an extension: a CMS without it (HTTP 404)
 * has the file found in its list (the first FILE_SCAN_LIMIT of the kind), its description as
 * the page's text; not there is a 404.
 */
async function fileDetail(locale: Locale, kind: 'download' | 'manual', id: number) {
  const ctx = { locale }
  try {
    return await cmsProductDownDetail(ctx, id)
  } catch (error) {
    if (!isMissingCall(error)) throw error
  }
  const files = await allPages(
    (pageNo, pageSize) => cmsProductDownlist(ctx, { kind, pageNo, pageSize }),
    {
      limit: FILE_SCAN_LIMIT,
      pageSize: 100,
    },
  )
  const file = files.list.find((f) => f.id === id)
  if (!file)
    throw new CmsApiError(404, 'No such file in the list', null, undefined, { failure: 'shape' })
  const categories = await section(cmsProductDownClist(ctx, { kind }), [])
  const category = categories.value.find((c) => c.id === file.categoryId) ?? null
  return {
    ...file,
    content: file.description ? `<p>${escapeHtml(file.description)}</p>` : '',
    productId: null,
    category,
    alternates: undefined,
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export const getFile = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema, kind: Kind, id: Id }))
  .handler(async ({ data }) => {
    // An id of the other language leads to its translation (301), as news and products do.
    const file = await detailOrTwin(data.kind, data.locale, data.id, () =>
      fileDetail(data.locale, data.kind, data.id),
    )
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
      // The outlets decide the page; without the city levels the filters are left out.
      const [levels, outlets] = await Promise.all([
        section(cmsBusinessGetOpts(ctx), []).then((part) => part.value),
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

/** Desktop search across products, downloads, manuals and spare parts. */
export const searchSite = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      locale: LocaleSchema,
      keyword: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
    }),
  )
  .handler(async ({ data }) => {
    const ctx = { locale: data.locale }
    const empty = { list: [], total: 0, pageNo: 1, pageSize: 20 }
    // Each kind of result stands alone; the search fails only when all of them did. Spare parts
    // (by part number or name) are an extension: a CMS without them adds none.
    const [products, downloads, manuals, spareParts] = await Promise.all([
      section(cmsProductProductlist(ctx, { keyword: data.keyword, pageSize: 20 }), empty),
      section(
        cmsProductDownlist(ctx, { kind: 'download', keyword: data.keyword, pageSize: 20 }),
        empty,
      ),
      section(
        cmsProductDownlist(ctx, { kind: 'manual', keyword: data.keyword, pageSize: 20 }),
        empty,
      ),
      section(cmsProductPartsSearch(ctx, data.keyword), { products: [], parts: [] }),
    ])
    unlessAllFailed([products, downloads, manuals, spareParts])
    return {
      products: products.value,
      downloads: downloads.value,
      manuals: manuals.value,
      parts: spareParts.value.parts,
    }
  })
