import { createHash } from 'node:crypto'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { eq } from 'drizzle-orm'
import { MEDIA_WIDTHS } from '~/lib/media-sources'
import type { Db } from '~/server/db/client'
import { type MediaVariant, media } from '~/server/db/schema'
import { decodeOneAtATime, UnreadableImage } from '~/server/images/decode'
import { deletePrefix, mediaStore, objectFor, publicUrlOf } from '~/server/storage/object-store'
import { type AuditActor, audit } from './audit'
import { StaffError } from './errors'
import { describeUses, mediaUsage } from './media-usage'

/** Widths made of every upload (never wider than the original); the pages read them back. */
export { MEDIA_WIDTHS }
/** Largest upload: 20 MB (MEDIA_MAX_MB). */
export const maxMediaBytes = () => Number(process.env.MEDIA_MAX_MB ?? 20) * 1024 * 1024
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff', 'heif'])
/**
 * Most pixels an upload may have: 40 megapixels (MEDIA_MAX_MEGAPIXELS), far more than the
 * largest width the site shows (a 100-megapixel image took 6.8 s and 205 MB to encode).
 */
export const maxMediaPixels = () => Number(process.env.MEDIA_MAX_MEGAPIXELS ?? 40) * 1_000_000

/**
 * One step of sharp's work on an upload, in the process's decoding queue (decodeOneAtATime).
 * A picture sharp cannot read, at any step (a PNG whose header is whole and whose data is not
 * fails only once its pixels are decoded), is the uploader's 400, never a 500.
 */
async function decoded<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await decodeOneAtATime(step)
  } catch (error) {
    throw error instanceof UnreadableImage ? refusalOf(error) : error
  }
}

/** The staff member's message for a picture refused while it was read. */
function refusalOf(error: UnreadableImage): StaffError {
  const megapixels = maxMediaPixels() / 1_000_000
  return error.reason === 'pixels'
    ? new StaffError(413, msg`The image has too many pixels: ${megapixels} megapixels at most`)
    : new StaffError(400, msg`This file is not an image we can read (JPEG, PNG, WebP, AVIF, GIF)`)
}

/**
 * Uploads are decoded and encoded one at a time in a process: eight large images at once
 * would hold both cores and a gigabyte; the others wait their turn.
 */
let queue: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work)
  queue = run.catch(() => {})
  return run
}

export type MediaRow = typeof media.$inferSelect

export function mediaView(row: MediaRow) {
  return {
    id: row.id,
    hash: row.hash,
    fileName: row.fileName,
    mime: row.mime,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    variants: row.variants,
    alt: row.alt,
    focalX: row.focalX,
    focalY: row.focalY,
    createdAt: row.createdAt,
  }
}

/**
 * Reads a picture whole, as the conversion will, without keeping anything: bytes that are no
 * picture, a damaged one (a PNG cut short, a text file named .png) or one of too many pixels
 * are the uploader's 4xx (naming the file), before any upload of the same request is stored.
 */
export async function checkImage(file: { name: string; bytes: Buffer }): Promise<void> {
  if (file.bytes.length > maxMediaBytes()) {
    throw new StaffError(413, msg`The image is too large`)
  }
  try {
    await decoded(async () => {
      const { default: sharp } = await import('sharp')
      const source = sharp(file.bytes, { limitInputPixels: maxMediaPixels(), failOn: 'error' })
      const meta = await source.metadata()
      if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
        throw new UnreadableImage('corrupt')
      }
      if (meta.width * meta.height > maxMediaPixels()) throw new UnreadableImage('pixels')
      // Every pixel decoded (a cut PNG fails only here), into a thumbnail that is dropped.
      await source.resize({ width: 64, withoutEnlargement: true }).raw().toBuffer()
    })
  } catch (error) {
    if (!(error instanceof StaffError) || error.status !== 400) throw error
    const name = file.name
    throw new StaffError(
      400,
      msg`${name}: this file is not an image we can read (JPEG, PNG, WebP, AVIF, GIF)`,
    )
  }
}

/** A variant's key in the store (and its path under MEDIA_DIR): `<hash>/<width>.<format>`. */
const variantKey = (hash: string, width: number, format: 'avif' | 'webp') =>
  `${hash}/${width}.${format}`

/**
 * Stores an uploaded image once: its content hash names it (the same file again is the same
 * item), it is turned upright, stripped of metadata, and written in each width as AVIF and WebP.
 */
export async function storeImage(
  db: Db,
  who: AuditActor,
  file: { name: string; bytes: Buffer },
  alt: string,
): Promise<{ item: ReturnType<typeof mediaView>; existed: boolean }> {
  if (file.bytes.length > maxMediaBytes()) {
    throw new StaffError(413, msg`The image is too large`)
  }
  // One at a time; the same file uploaded twice at once is stored by the first, found by the
  // second (they used to write the same files together and one answered 500).
  return oneAtATime(() => storeImageNow(db, who, file, alt))
}

async function storeImageNow(
  db: Db,
  who: AuditActor,
  file: { name: string; bytes: Buffer },
  alt: string,
): Promise<{ item: ReturnType<typeof mediaView>; existed: boolean }> {
  const hash = createHash('sha256').update(file.bytes).digest('hex').slice(0, 32)
  const [existing] = await db.select().from(media).where(eq(media.hash, hash))
  if (existing) return { item: mediaView(existing), existed: true }
  const { default: sharp } = await import('sharp')
  const source = sharp(file.bytes, { limitInputPixels: maxMediaPixels(), failOn: 'error' })
  // sharp reads the header's dimensions and refuses past limitInputPixels here.
  const meta = await decoded(() => source.metadata())
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
    throw refusalOf(new UnreadableImage('corrupt'))
  }
  // The header's dimensions, before any pixel is decoded.
  if (meta.width * meta.height > maxMediaPixels()) throw refusalOf(new UnreadableImage('pixels'))
  // EXIF orientation 5–8 swaps width and height once the image is turned upright.
  const upright = (meta.orientation ?? 1) >= 5
  const width = upright ? meta.height : meta.width
  const height = upright ? meta.width : meta.height
  const widths = MEDIA_WIDTHS.filter((w) => w < width)
  widths.push(Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? width))
  const store = await mediaStore()
  const base = source.rotate()
  const variants: MediaVariant[] = []
  try {
    for (const w of [...new Set(widths)]) {
      const resized = base.clone().resize({ width: w, withoutEnlargement: true })
      const webp = await decoded(() => resized.clone().webp({ quality: 80 }).toBuffer())
      await store.put(variantKey(hash, w, 'webp'), webp, 'image/webp')
      variants.push({ width: w, format: 'webp', bytes: webp.length })
      const avif = await decoded(() => resized.clone().avif({ quality: 55, effort: 3 }).toBuffer())
      await store.put(variantKey(hash, w, 'avif'), avif, 'image/avif')
      variants.push({ width: w, format: 'avif', bytes: avif.length })
    }
  } catch (error) {
    await deletePrefix(store, `${hash}/`)
    throw error
  }
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(media)
      .values({
        hash,
        fileName: file.name.slice(0, 200) || 'image',
        mime: `image/${meta.format}`,
        width,
        height,
        bytes: file.bytes.length,
        variants,
        alt,
        createdBy: who.staffId,
      })
      .onConflictDoNothing({ target: media.hash })
      .returning()
    // Two uploads of one file at once: the other stored it.
    if (!created) {
      const [other] = await tx.select().from(media).where(eq(media.hash, hash))
      if (!other) throw new Error('media row vanished')
      return other
    }
    await audit(tx, who, {
      action: 'media.upload',
      entity: 'media',
      entityId: created.id,
      after: { fileName: created.fileName, width, height, bytes: created.bytes, alt },
    })
    return created
  })
  return { item: mediaView(row), existed: false }
}

/**
 * Deletes an unused image and its files. While an item or a page shows it (mediaUsage), the
 * answer is 409 naming each place, and nothing is deleted: its address would be a 404 there.
 */
export async function deleteMedia(db: Db, who: AuditActor, id: number, i18n: I18n) {
  const row = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(media).where(eq(media.id, id)).for('update')
    if (!found) throw new StaffError(404, msg`No such image`)
    const uses = await mediaUsage(tx, found.hash, i18n)
    if (uses.length > 0) {
      const places = describeUses(uses, i18n)
      throw new StaffError(
        409,
        i18n._(msg`The image was not deleted: it is shown by ${places}. Replace it there first.`),
        { reason: 'in_use' },
      )
    }
    const [deleted] = await tx.delete(media).where(eq(media.id, id)).returning()
    if (!deleted) throw new StaffError(404, msg`No such image`)
    await audit(tx, who, {
      action: 'media.delete',
      entity: 'media',
      entityId: id,
      before: { fileName: deleted.fileName, hash: deleted.hash, alt: deleted.alt },
    })
    return deleted
  })
  await deletePrefix(await mediaStore(), `${row.hash}/`)
  return mediaView(row)
}

/** A variant's bytes, or null when there is no such file. */
export async function readMediaFile(
  hash: string,
  width: number,
  format: 'avif' | 'webp',
): Promise<Buffer | null> {
  const found = await (await mediaStore()).get(variantKey(hash, width, format))
  if (!found) return null
  return Buffer.from(await new Response(found.body).arrayBuffer())
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The answer to GET /media/u/<hash>/<width>.<format>: the image, streamed from wherever the
 * store keeps it (so any instance serves what another stored), or a redirect to the bucket's
 * public address (MEDIA_PUBLIC_URL); 404 when there is no such image.
 */
export async function serveImage(path: string, method = 'GET'): Promise<Response> {
  const match = /^([0-9a-f]{32})\/(\d{2,4})\.(avif|webp)$/.exec(path)
  const [, hash = '', width = '0', format] = match ?? []
  if (!match || (format !== 'avif' && format !== 'webp')) {
    return new Response('Not found', { status: 404 })
  }
  const key = variantKey(hash, Number(width), format)
  const elsewhere = publicUrlOf(key)
  if (elsewhere) return redirectTo(elsewhere)
  const found = await objectFor(await mediaStore(), key, method)
  if (!found) return new Response('Not found', { status: 404 })
  return new Response(found.body, {
    headers: {
      'content-type': `image/${format}`,
      'content-length': String(found.size),
      'cache-control': IMMUTABLE,
    },
  })
}

/**
 * A published upload's bytes at the bucket's public address: the names are content hashes, so
 * the redirect holds as long as MEDIA_PUBLIC_URL does; a day, in case it changes.
 */
export function redirectTo(url: string): Response {
  return new Response(null, {
    status: 302,
    headers: { location: url, 'cache-control': 'public, max-age=86400' },
  })
}
