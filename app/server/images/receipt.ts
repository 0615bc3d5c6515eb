import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { pictureType } from '~/server/cmsapi/upstream-body'
import { decodeOneAtATime, UnreadableImage } from './decode'

/** The receipt as kept: at most this wide or high, which still reads a till slip's small print. */
const RECEIPT_EDGE = 1600
/** A receipt is kept at 1 MB at most (docs/cmsapi.md). */
export const MAX_KEPT_RECEIPT_BYTES = 1024 * 1024
/**
 * Pixels decoded at most: a 48-megapixel phone photo, not a decompression bomb. sharp refuses a
 * picture past it by its header, before a pixel is decoded.
 */
export const MAX_RECEIPT_PIXELS = 50_000_000
const TAKEN = new Set(['image/jpeg', 'image/png', 'image/webp'])

export type ReceiptRefusal = { status: 400 | 413; message: string }

/**
 * A receipt photo made ready to keep, on every path that keeps one (the warranty form, the
 * content service's `warrantyReceiptAdd`): checked by its bytes (JPEG, PNG or WebP, never by a
 * name or a type a caller gave), decoded one at a time with a pixel cap, turned upright, scaled
 * down and re-encoded as JPEG, so nothing of the bytes sent is kept but their picture: no
 * metadata (the phone's position, its make), no markup or script hidden after the image data.
 * Anything else is refused with a 400 in the reader's language.
 */
export async function reencodeReceipt(
  bytes: Uint8Array,
  i18n: I18n,
): Promise<{ type: 'image/jpeg'; bytes: Buffer } | { refused: ReceiptRefusal }> {
  const type = pictureType(bytes)
  if (!type || !TAKEN.has(type)) {
    return {
      refused: {
        status: 400,
        message: i18n._(msg`The receipt photo must be a JPEG, PNG or WebP image`),
      },
    }
  }
  try {
    const out = await decodeOneAtATime(async (sharp) => {
      let quality = 82
      let edge = RECEIPT_EDGE
      for (;;) {
        const encoded = await sharp(bytes, {
          limitInputPixels: MAX_RECEIPT_PIXELS,
          failOn: 'error',
        })
          .rotate()
          .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality, mozjpeg: true })
          .toBuffer()
        if (encoded.length <= MAX_KEPT_RECEIPT_BYTES || edge <= 800) return encoded
        quality -= 12
        edge -= 400
      }
    })
    if (out.length > MAX_KEPT_RECEIPT_BYTES) {
      return { refused: { status: 413, message: i18n._(msg`The receipt photo is too large`) } }
    }
    return { type: 'image/jpeg', bytes: out }
  } catch (error) {
    if (!(error instanceof UnreadableImage)) throw error
    const megapixels = MAX_RECEIPT_PIXELS / 1_000_000
    const message =
      error.reason === 'pixels'
        ? i18n._(msg`The receipt photo has too many pixels (${megapixels} megapixels at most)`)
        : // Bytes that start like a picture but are none (a truncated, damaged or forged file).
          i18n._(msg`The receipt photo cannot be read: the file is damaged. Choose another photo.`)
    return { refused: { status: 400, message } }
  }
}
