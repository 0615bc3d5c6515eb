import type { Locale } from '~/i18n/locale'
import { otherLocale } from '~/i18n/locale'
import type { DetailKind } from '~/lib/twins'
import { cmsContentDetail, cmsPositionDetail, cmsProductDetail } from '~/server/cmsapi/calls'
import { CmsApiError } from '~/server/cmsapi/errors'
import type { Transport } from '~/server/cmsapi/transport'

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
    const read =
      kind === 'news' ? cmsContentDetail : kind === 'product' ? cmsProductDetail : cmsPositionDetail
    const item = await read(ctx, id, transport)
    const twin = item.alternates?.[locale]
    // The item itself under its own id was not found in `locale`: no loop back to it.
    return twin !== undefined && twin !== id ? twin : null
  } catch (error) {
    if (error instanceof CmsApiError && error.isNotFound) return null
    throw error
  }
}
