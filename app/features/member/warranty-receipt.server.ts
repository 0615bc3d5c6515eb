import { msg } from '@lingui/core/macro'
import { getCookie } from '@tanstack/react-start/server'
import { getI18n } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locale'
import { CmsApiError, isMissingCall } from '~/server/cmsapi/errors'
import { cmsApiMemberWarrantyReceipt } from '~/server/cmsapi/member-calls'
import { pictureType } from '~/server/cmsapi/upstream-body'
import { log } from '~/server/log'
import { MAX_RECEIPT_UPLOAD_BYTES } from '~/shared/member/warranty.schemas'
import { ctxFor } from './member.server'
import { TOKEN_COOKIE } from './member.shared'
import { notFound } from './warranty-certificate.server'

/** The receipt as kept: at most this wide or high, which still reads a till slip's small print. */
const RECEIPT_EDGE = 1600
/** The CMS keeps a receipt of 1 MB at most (docs/cmsapi.md). */
const MAX_KEPT_BYTES = 1024 * 1024
/** Pixels decoded at most: a 48-megapixel phone photo, not a decompression bomb. */
const MAX_PIXELS = 50_000_000
const TAKEN = new Set(['image/jpeg', 'image/png', 'image/webp'])

export type ReceiptRefusal = { status: 400 | 413 | 415; message: string }

/**
 * A posted receipt photo made ready to keep: checked by its bytes (JPEG, PNG or WebP, never by
 * its name or the type the browser gave), turned upright, scaled down and re-encoded as JPEG, so
 * no metadata (the phone's position, its make) is kept. Null when no file was chosen.
 */
export async function prepareReceipt(
  file: FormDataEntryValue | null,
  locale: Locale,
): Promise<{ receipt: string } | { refused: ReceiptRefusal } | null> {
  if (file === null || typeof file === 'string' || (file.size === 0 && !file.name)) return null
  const i18n = getI18n(locale)
  const tooLarge = {
    status: 413 as const,
    message: i18n._(msg`The receipt photo is too large (8 MB at most)`),
  }
  const notAPhoto = {
    status: 415 as const,
    message: i18n._(msg`The receipt photo must be a JPEG, PNG or WebP image`),
  }
  if (file.size > MAX_RECEIPT_UPLOAD_BYTES) return { refused: tooLarge }
  const bytes = Buffer.from(await file.arrayBuffer())
  const type = pictureType(bytes)
  if (!type || !TAKEN.has(type)) return { refused: notAPhoto }
  const { default: sharp } = await import('sharp')
  try {
    let quality = 82
    let edge = RECEIPT_EDGE
    for (;;) {
      const out = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer()
      if (out.length <= MAX_KEPT_BYTES || edge <= 800) {
        if (out.length > MAX_KEPT_BYTES) return { refused: tooLarge }
        return { receipt: `data:image/jpeg;base64,${out.toString('base64')}` }
      }
      quality -= 12
      edge -= 400
    }
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { refused: tooLarge }
    // Bytes that start like a picture but are none (a truncated or forged file).
    return { refused: notAPhoto }
  }
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
