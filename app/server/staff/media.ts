import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { msg } from '@lingui/core/macro'
import { eq } from 'drizzle-orm'
import { MEDIA_WIDTHS } from '~/lib/media-sources'
import type { Db } from '~/server/db/client'
import { mediaDirOf } from '~/server/db/media-dir'
import { type MediaVariant, media } from '~/server/db/schema'
import { type AuditActor, audit } from './audit'
import { StaffError } from './errors'

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
 * Uploads are decoded and encoded one at a time in a process: eight large images at once
 * would hold both cores and a gigabyte; the others wait their turn.
 */
let queue: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work)
  queue = run.catch(() => {})
  return run
}

/**
 * Where uploads live: MEDIA_DIR, else `media` beside the PGlite data directory (so a site's
 * data stays in one folder), else ./.data/media.
 */
export function mediaDir(): string {
  return mediaDirOf(process.env)
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
    createdAt: row.createdAt,
  }
}

async function writeAtomically(path: string, bytes: Uint8Array) {
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, bytes)
  await rename(temporary, path)
}

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
  let meta: Awaited<ReturnType<typeof source.metadata>>
  const tooManyPixels = () =>
    new StaffError(413, msg`The image has too many pixels: ${megapixels} megapixels at most`)
  const megapixels = maxMediaPixels() / 1_000_000
  try {
    meta = await source.metadata()
  } catch (error) {
    // sharp reads the header's dimensions and refuses past limitInputPixels here.
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels()
    throw new StaffError(
      400,
      msg`This file is not an image we can read (JPEG, PNG, WebP, AVIF, GIF)`,
    )
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
    throw new StaffError(
      400,
      msg`This file is not an image we can read (JPEG, PNG, WebP, AVIF, GIF)`,
    )
  }
  // The header's dimensions, before any pixel is decoded.
  if (meta.width * meta.height > maxMediaPixels()) throw tooManyPixels()
  // EXIF orientation 5–8 swaps width and height once the image is turned upright.
  const upright = (meta.orientation ?? 1) >= 5
  const width = upright ? meta.height : meta.width
  const height = upright ? meta.width : meta.height
  const widths = MEDIA_WIDTHS.filter((w) => w < width)
  widths.push(Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? width))
  const dir = join(mediaDir(), hash)
  await mkdir(dir, { recursive: true })
  const base = source.rotate()
  const variants: MediaVariant[] = []
  try {
    for (const w of [...new Set(widths)]) {
      const resized = base.clone().resize({ width: w, withoutEnlargement: true })
      const webp = await resized.clone().webp({ quality: 80 }).toBuffer()
      await writeAtomically(join(dir, `${w}.webp`), webp)
      variants.push({ width: w, format: 'webp', bytes: webp.length })
      const avif = await resized.clone().avif({ quality: 55, effort: 3 }).toBuffer()
      await writeAtomically(join(dir, `${w}.avif`), avif)
      variants.push({ width: w, format: 'avif', bytes: avif.length })
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    if (error instanceof Error && /Input|unsupported|corrupt|pixel limit/i.test(error.message)) {
      throw new StaffError(
        400,
        msg`This file is not an image we can read (JPEG, PNG, WebP, AVIF, GIF)`,
      )
    }
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

export async function deleteMedia(db: Db, who: AuditActor, id: number) {
  const row = await db.transaction(async (tx) => {
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
  await rm(join(mediaDir(), row.hash), { recursive: true, force: true })
  return mediaView(row)
}

/** A variant's bytes, or null when there is no such file. */
export async function readMediaFile(
  hash: string,
  width: number,
  format: 'avif' | 'webp',
): Promise<Buffer | null> {
  try {
    return await readFile(join(mediaDir(), hash, `${width}.${format}`))
  } catch {
    return null
  }
}
