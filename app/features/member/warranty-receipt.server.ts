import { msg } from '@lingui/core/macro'
import { getCookie } from '@tanstack/react-start/server'
import { getI18n } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locale'
import { cmsApiMemberWarrantyReceipt } from '~/server/cmsapi/member-calls'
import { type ReceiptRefusal, reencodeReceipt } from '~/server/images/receipt'
import { log } from '~/server/log'
import { CmsApiError, isMissingCall } from '~/shared/cmsapi/errors.isomorphic'
import { MAX_RECEIPT_UPLOAD_BYTES } from '~/shared/member/warranty.schemas'
import { ctxFor } from './member.server'
import { TOKEN_COOKIE } from './member.shared'
import { notFound } from './warranty-certificate.server'

/**
 * A posted receipt photo made ready to keep (reencodeReceipt: checked by its bytes, re-encoded
 * as JPEG without metadata), as a `data:` URL for `warrantyReceiptAdd`. Null when no file was
 * chosen; a file over 8 MB is refused before it is read.
 */
export async function prepareReceipt(
  file: FormDataEntryValue | null,
  locale: Locale,
): Promise<{ receipt: string } | { refused: ReceiptRefusal } | null> {
  if (file === null || typeof file === 'string' || (file.size === 0 && !file.name)) return null
  const i18n = getI18n(locale)
  if (file.size > MAX_RECEIPT_UPLOAD_BYTES) {
    return {
      refused: { status: 413, message: i18n._(msg`The receipt photo is too large (8 MB at most)`) },
    }
  }
  const kept = await reencodeReceipt(new Uint8Array(await file.arrayBuffer()), i18n)
  if ('refused' in kept) return kept
  return { receipt: `data:${kept.type};base64,${kept.bytes.toString('base64')}` }
}

/**
 * GET of a receipt photo: the picture of the member's own registration `id`. Anyone else
 * (another member, a visitor, an ended session) gets the same 404, so ids reveal nothing; the
 * answer is never kept by a shared cache.
 */
export async function receiptResponse(locale: Locale, id: number): Promise<Response> {
  const token = getCookie(TOKEN_COOKIE)
  if (!token || !id) return notFound(locale)
  try {
    const { type, bytes } = await cmsApiMemberWarrantyReceipt(ctxFor(locale, token), id)
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': type,
        'content-length': String(bytes.length),
        'content-disposition': `inline; filename="receipt-W${String(id).padStart(8, '0')}.${type.slice(6)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  } catch (error) {
    if (
      error instanceof CmsApiError &&
      (error.status === 401 || error.status === 404 || isMissingCall(error))
    ) {
      return notFound(locale)
    }
    log.error({ err: error }, 'warranty receipt failed')
    return new Response(getI18n(locale)._(msg`Please try again later.`), {
      status: 502,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
}
