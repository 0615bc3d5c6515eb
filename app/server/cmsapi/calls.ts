import type * as v from 'valibot'
import { issuePath } from '~/lib/field-errors'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'
import { list, parseNoting } from './lenient'
import { logDroppedRecord, logUpstreamFailure } from './log'
import { cachedRead } from './read-cache'
import * as r from './schemas'
import {
  type CmsCall,
  type CmsCallContext,
  cmsFetch,
  currentRequestId,
  currentTransport,
  type Transport,
} from './transport'

export type { CmsCallContext } from './transport'

/**
 * Makes a call and reads its data with the expected shape (schemas.ts: lenient about form,
 * strict about what the page needs; a mismatch is a 502). Content reads through the site's own
 * transport are shared for a few seconds (read-cache.ts); an explicit transport (tests, tools)
 * always calls.
 */
export function call<T extends v.GenericSchema>(
  ctx: CmsCallContext,
  req: CmsCall,
  schema: T,
  transport?: Transport,
  options: { detail?: boolean } = {},
): Promise<v.InferOutput<T>> {
  const load = () => checked(ctx, req, schema, transport ?? currentTransport(), options)
  return transport ? load() : cachedRead(ctx, req, load)
}

async function checked<T extends v.GenericSchema>(
  ctx: CmsCallContext,
  req: CmsCall,
  schema: T,
  transport: Transport,
  options: { detail?: boolean },
): Promise<v.InferOutput<T>> {
  const started = performance.now()
  const { data } = await cmsFetch(ctx, req, transport)
  // A detail answered with nothing (code 1500 without data, or null): no record to show. A 404
  // for the page, but not one the service stated (isRecordNotFound is false): never kept.
  if (
    options.detail &&
    (data === null || (typeof data === 'object' && Object.keys(data).length === 0))
  ) {
    throw new CmsApiError(404, `No record from ${req.path}`, data, undefined, {
      failure: 'shape',
      httpStatus: 200,
    })
  }
  const { result, notes } = parseNoting(schema, data, transport.upstream?.mediaBase ?? '')
  const name = `${req.method} ${req.path}`
  if (transport.upstream) {
    for (const dropped of notes.dropped) {
      logDroppedRecord({ call: name, ...dropped, requestId: currentRequestId() })
    }
  }
  if (!result.success) {
    const where = issuePath(result.issues[0])
    const error = new CmsApiError(
      502,
      `Unexpected answer from ${req.path} at "${where}"`,
      data,
      undefined,
      {
        failure: 'shape',
        httpStatus: 200,
      },
    )
    if (transport.upstream) {
      logUpstreamFailure({
        call: name,
        httpStatus: 200,
        code: 200,
        durationMs: Math.round(performance.now() - started),
        requestId: currentRequestId(),
        failure: 'shape',
        message: `${where || 'data'}: ${result.issues[0]?.message ?? 'invalid'}`,
      })
    }
    throw error
  }
  return result.output
}

const C = 'common/'

export type Paging = { pageNo?: number; pageSize?: number }

// ---- Site (extensions) ----
export const cmsSiteSettings = (ctx: CmsCallContext, t?: Transport) =>
  call(ctx, { method: 'GET', path: `${C}cmsSite/settings` }, r.SiteSettings, t)
export const cmsProductBrandlist = (ctx: CmsCallContext, t?: Transport) =>
  call(ctx, { method: 'GET', path: `${C}cmsProduct/brandlist` }, list(r.Brand), t)

/** A company page (about us, culture, … privacy, terms) by its key. */
export const cmsPageDetail = (ctx: CmsCallContext, key: string, t?: Transport) =>
  call(ctx, { method: 'GET', path: `${C}cmsPage/detail`, query: { key } }, r.CompanyPage, t, {
    detail: true,
  })

// ---- Products ----
export const cmsProductProductClist = (ctx: CmsCallContext, t?: Transport) =>
  call(
    ctx,
    { method: 'POST', path: `${C}cmsProduct/productClist`, body: {} },
    list(r.ProductCategory),
    t,
  )
export type ProductListPayload = Paging & {
  categoryId?: number
  brandId?: number
  keyword?: string
  featured?: boolean
  /** Extension: a battery platform's code. */
  platform?: string
}
export const cmsProductProductlist = (
  ctx: CmsCallContext,
  payload: ProductListPayload,
  t?: Transport,
) =>
  call(
    ctx,
    { method: 'POST', path: `${C}cmsProduct/productlist`, body: payload },
    r.pageOf(r.ProductSummary),
    t,
  )
export const cmsProductDetail = (ctx: CmsCallContext, id: number, t?: Transport) =>
  call(ctx, { method: 'GET', path: `${C}cmsProduct/detail`, query: { id } }, r.ProductDetail, t, {
    detail: true,
  })
/** Extension: tools by model or name and parts by part number or name (the parts page). */
export const cmsProductPartsSearch = (ctx: CmsCallContext, keyword: string, t?: Transport) =>
  call(
    ctx,
    { method: 'GET', path: `${C}cmsProduct/partsSearch`, query: { keyword } },
    r.PartsSearch,
    t,
  )

// ---- Ads, menu, filing record, page SEO ----
/** The menu ('top title') and the filing record ('备案信息') come as trees. */
export const cmsAdGetAd = (ctx: CmsCallContext, payload: { type: string }, t?: Transport) =>
  call(ctx, { method: 'POST', path: `${C}cmsAd/getAd`, body: payload }, list(r.Ad), t)
export const cmsAdGetAds = (ctx: CmsCallContext, payload: { type: string }, t?: Transport) =>
  call(ctx, { method: 'POST', path: `${C}cmsAd/getAds`, body: payload }, list(r.Ad), t)
export const cmsAdGetPageSeo = (ctx: CmsCallContext, page: string, t?: Transport) =>
  call(ctx, { method: 'GET', path: `${C}cmsAd/getPageSeo`, query: { page } }, r.PageSeo, t)

// ---- News ----
export type NewsListPayload = Paging & { categoryId?: number; keyword?: string }
export const cmsContentList = (ctx: CmsCallContext, payload: NewsListPayload, t?: Transport) =>
  call(ctx, { method: 'POST', path: `${C}cmsContent/list`, body: payload }, r.NewsPage, t)
export const cmsContentDetail = (ctx: CmsCallContext, id: number, t?: Transport) =>
  call(ctx, { method: 'GET', path: `${C}cmsContent/detail`, query: { id } }, r.NewsDetail, t, {
    detail: true,
  })

// ---- Positions ----
export type PositionListPayload = Paging & { typeId?: number; keyword?: string }
export const cmsPositionCampusType = (ctx: CmsCallContext, t?: Transport) =>
  call(ctx, { method: 'GET', path: `${C}cmsPosition/campusType` }, list(r.PositionType), t)
export const cmsPositionSocialType = (ctx: CmsCallContext, t?: Transport) =>
  call(ctx, { method: 'GET', path: `${C}cmsPosition/socialType` }, list(r.PositionType), t)
export const cmsPositionCampuslist = (
  ctx: CmsCallContext,
  payload: PositionListPayload,
  t?: Transport,
) =>
  call(
    ctx,
    { method: 'POST', path: `${C}cmsPosition/campuslist`, body: payload },
    r.pageOf(r.PositionSummary),
    t,
  )
export const cmsPositionSociallist = (
  ctx: CmsCallContext,
  payload: PositionListPayload,
  t?: Transport,
) =>
  call(
    ctx,
    { method: 'POST', path: `${C}cmsPosition/sociallist`, body: payload },
    r.pageOf(r.PositionSummary),
    t,
  )
export const cmsPositionDetail = (ctx: CmsCallContext, id: number, t?: Transport) =>
  call(ctx, { method: 'GET', path: `${C}cmsPosition/detail`, query: { id } }, r.PositionDetail, t, {
    detail: true,
  })

// ---- Downloads and manuals ('explain') ----
export type DownloadKind = 'download' | 'manual'
export type DownloadListPayload = Paging & {
  kind?: DownloadKind
  categoryId?: number
  optionId?: number
  keyword?: string
}
export const cmsProductDownClist = (
  ctx: CmsCallContext,
  payload: { kind?: DownloadKind },
  t?: Transport,
) =>
  call(
    ctx,
    { method: 'POST', path: `${C}cmsProduct/downClist`, body: payload },
    list(r.PositionType),
    t,
  )
export const cmsProductDownOpt = (ctx: CmsCallContext, t?: Transport) =>
  call(ctx, { method: 'POST', path: `${C}cmsProduct/downOpt`, body: {} }, list(r.PositionType), t)
export const cmsProductDownlist = (
  ctx: CmsCallContext,
  payload: DownloadListPayload,
  t?: Transport,
) =>
  call(
    ctx,
    { method: 'POST', path: `${C}cmsProduct/downlist`, body: payload },
    r.pageOf(r.DownloadSummary),
    t,
  )
export const cmsProductDownDetail = (ctx: CmsCallContext, id: number, t?: Transport) =>
  call(
    ctx,
    { method: 'GET', path: `${C}cmsProduct/downDetail`, query: { id } },
    r.DownloadDetail,
    t,
    { detail: true },
  )

// ---- Videos ----
export type VideoListPayload = Paging & { keyword?: string }
export const cmsFileHuodongvideolist = (
  ctx: CmsCallContext,
  payload: VideoListPayload,
  t?: Transport,
) =>
  call(
    ctx,
    { method: 'POST', path: `${C}cmsFile/huodongvideolist`, body: payload },
    r.pageOf(r.Video),
    t,
  )
export const cmsFileProductvideolist = (
  ctx: CmsCallContext,
  payload: VideoListPayload,
  t?: Transport,
) =>
  call(
    ctx,
    { method: 'POST', path: `${C}cmsFile/productvideolist`, body: payload },
    r.pageOf(r.Video),
    t,
  )
export const cmsFileAftersalevideolist = (
  ctx: CmsCallContext,
  payload: VideoListPayload,
  t?: Transport,
) =>
  call(
    ctx,
    { method: 'POST', path: `${C}cmsFile/aftersalevideolist`, body: payload },
    r.pageOf(r.Video),
    t,
  )

// ---- After-sales outlets and offline stores ----
export type OutletFilter = { area?: string; province?: string; city?: string; keyword?: string }
export const cmsBusinessGetOpts = (ctx: CmsCallContext, t?: Transport) =>
  call(ctx, { method: 'GET', path: `${C}cmsBusiness/getOpts` }, r.CityLevels, t)
export const cmsBusinessList = (
  ctx: CmsCallContext,
  payload: Paging & OutletFilter,
  t?: Transport,
) =>
  call(ctx, { method: 'POST', path: `${C}cmsBusiness/list`, body: payload }, r.pageOf(r.Outlet), t)
export const cmsBusinessBusinesslist = (ctx: CmsCallContext, filter: OutletFilter, t?: Transport) =>
  call(
    ctx,
    { method: 'GET', path: `${C}cmsBusiness/businesslist`, query: filter },
    list(r.OutletPosition),
    t,
  )
export type StoreFilter = Paging & { region?: 'cn' | 'intl'; province?: string }
export const cmsBusinessListAA = (ctx: CmsCallContext, filter: StoreFilter, t?: Transport) =>
  call(ctx, { method: 'GET', path: `${C}cmsBusiness/listAA`, query: filter }, r.StorePage, t)
export const cmsBusinessAalist = (ctx: CmsCallContext, filter: StoreFilter, t?: Transport) =>
  call(
    ctx,
    { method: 'GET', path: `${C}cmsBusiness/aalist`, query: filter },
    list(r.StorePosition),
    t,
  )
