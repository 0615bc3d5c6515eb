import { isNotFound, redirect } from '@tanstack/react-router'
import { cmsRead } from '~/features/content/cms-errors'
import { type Locale, localePath, otherLocale } from '~/i18n/locale'
import {
  cmsContentDetail,
  cmsPositionDetail,
  cmsProductDetail,
  cmsProductDownDetail,
} from '~/server/cmsapi/calls'
import type { Transport } from '~/server/cmsapi/transport'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'

/**
 * The detail pages whose ids differ by language (one row per language, linked by a translation
 * key), with where each lives.
 */
const DETAIL_PATHS = {
  news: (id: number) => `/about/news/detail/${id}`,
  product: (id: number) => `/product/detail/${id}`,
  position: (id: number) => `/recruits/detail/${id}`,
  download: (id: number) => `/service/download/detail/${id}`,
  manual: (id: number) => `/service/explain/detail/${id}`,
} as const
export type DetailKind = keyof typeof DETAIL_PATHS

/**
 * The id, in `locale`, of the item that `id` names in the other language: a link to a detail
 * carried across languages (an English id opened under /zh, or the reverse) leads to its
 * translation. Null when the id names nothing in the other language either, or the item has no
 * translation in `locale`; a failure of the content service other than a not-found is thrown.
 */
export async function detailTwinId(
  kind: DetailKind,
  locale: Locale,
  id: number,
  transport?: Transport,
): Promise<number | null> {
  const ctx = { locale: otherLocale(locale) }
  try {
    const item = await readDetail(kind, ctx, id, transport)
    // Downloads and manuals share one call: a manual's id is no download's twin.
    if (item === null) return null
    const twin = item.alternates?.[locale]
    // The item itself under its own id was not found in `locale`: no loop back to it.
    return twin !== undefined && twin !== id ? twin : null
  } catch (error) {
    if (error instanceof CmsApiError && error.isNotFound) return null
    throw error
  }
}

/** The item `id` names in `ctx`'s language, with its alternates; null when it is of another kind. */
async function readDetail(
  kind: DetailKind,
  ctx: { locale: Locale },
  id: number,
  transport?: Transport,
): Promise<{ alternates?: Partial<Record<Locale, number>> } | null> {
  switch (kind) {
    case 'news':
      return cmsContentDetail(ctx, id, transport)
    case 'product':
      return cmsProductDetail(ctx, id, transport)
    case 'position':
      return cmsPositionDetail(ctx, id, transport)
    default: {
      const file = await cmsProductDownDetail(ctx, id, transport)
      return file.kind === kind ? file : null
    }
  }
}

/**
 * A detail's main read (as cmsRead), or, when its id names nothing in the page's language, a
 * permanent redirect to the translation of the item the id names in the other language. Thrown
 * by the server function, so the server answers a first load with the 301 itself (no script
 * needed) and a client navigation follows it; without a translation the 404 stands.
 */
export async function detailOrTwin<T>(
  kind: DetailKind,
  locale: Locale,
  id: number,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await cmsRead(work)
  } catch (error) {
    if (!isNotFound(error)) throw error
    const twin = await cmsRead(() => detailTwinId(kind, locale, id))
    if (twin === null) throw error
    throw redirect({ href: localePath(locale, DETAIL_PATHS[kind](twin)), statusCode: 301 })
  }
}
