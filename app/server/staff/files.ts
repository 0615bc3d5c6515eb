import { createHash } from 'node:crypto'
import { msg } from '@lingui/core/macro'
import { eq } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import { mediaFiles } from '~/server/db/schema'
import { decodeOneAtATime, UnreadableImage } from '~/server/images/decode'
import { mediaStore, objectFor, publicUrlOf } from '~/server/storage/object-store'
import { type AuditActor, audit } from './audit'
import { StaffError } from './errors'
import { redirectTo } from './media'

/** Largest file (downloads, manuals, videos): what the server takes in one staff request. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024

/** Kinds of files staff may publish, by extension, with the type they are served as. */
export const FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
}

/** A file name safe in a URL and on any disk: letters, digits, dot, dash, underscore. */
export function safeFileName(name: string): { name: string; ext: string } | null {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? ''
  if (!FILE_TYPES[ext]) return null
  const stem = name
    .slice(0, name.length - ext.length - 1)
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80)
  return { name: `${stem || 'file'}.${ext}`, ext }
}

/** A file's key in the store (and its path under MEDIA_DIR). */
const fileKey = (hash: string, name: string) => `files/${hash}/${name}`

/**
 * Stores an uploaded file once (named by a hash of its content) and answers what content
 * refers to it by: `{ url, type, size }`, served at /media/f/<hash>/<name>, immutable.
 */
export async function storeFile(
  db: Db,
  who: AuditActor,
  file: { name: string; bytes: Buffer },
): Promise<{ url: string; type: string; size: number }> {
  if (file.bytes.length > MAX_FILE_BYTES) throw new StaffError(413, msg`The file is too large`)
  const safe = safeFileName(file.name)
  if (!safe) {
    throw new StaffError(
      400,
      msg`This kind of file cannot be published (PDF, ZIP, Office documents, text, JPEG, PNG, MP4, WebM)`,
    )
  }
  if (safe.ext === 'jpg' || safe.ext === 'png') await checkPicture(file.bytes, safe.ext)
  const hash = createHash('sha256').update(file.bytes).digest('hex').slice(0, 32)
  const answer = { url: `/media/f/${hash}/${safe.name}`, type: safe.ext, size: file.bytes.length }
  const [existing] = await db.select().from(mediaFiles).where(eq(mediaFiles.hash, hash))
  if (existing) {
    return { url: `/media/f/${hash}/${existing.fileName}`, type: safe.ext, size: existing.bytes }
  }
  await (await mediaStore()).put(
    fileKey(hash, safe.name),
    file.bytes,
    FILE_TYPES[safe.ext] ?? 'application/octet-stream',
  )
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mediaFiles)
      .values({
        hash,
        fileName: safe.name,
        mime: FILE_TYPES[safe.ext] ?? 'application/octet-stream',
        bytes: file.bytes.length,
        createdBy: who.staffId,
      })
      .onConflictDoNothing({ target: mediaFiles.hash })
      .returning({ id: mediaFiles.id })
    if (row) {
      await audit(tx, who, {
        action: 'file.upload',
        entity: 'file',
        entityId: row.id,
        after: { fileName: safe.name, bytes: file.bytes.length },
      })
    }
  })
  return answer
}

/** Most pixels of a picture published as a file, as of a library image. */
const maxPicturePixels = () => Number(process.env.MEDIA_MAX_MEGAPIXELS ?? 40) * 1_000_000

/**
 * A JPEG or PNG published as a file is served as one (`image/jpeg`, `image/png`): its bytes must
 * be that picture, whole. A text file named .png or a picture cut short is the uploader's 400,
 * and nothing is stored.
 */
async function checkPicture(bytes: Buffer, ext: 'jpg' | 'png'): Promise<void> {
  try {
    await decodeOneAtATime(async (sharp) => {
      const source = sharp(bytes, { limitInputPixels: maxPicturePixels(), failOn: 'error' })
      const meta = await source.metadata()
      if (meta.format !== (ext === 'jpg' ? 'jpeg' : 'png')) throw new UnreadableImage('corrupt')
      await source.resize({ width: 64, withoutEnlargement: true }).raw().toBuffer()
    })
  } catch (error) {
    if (!(error instanceof UnreadableImage)) throw error
    if (error.reason === 'pixels') {
      const megapixels = maxPicturePixels() / 1_000_000
      throw new StaffError(
        413,
        msg`The image has too many pixels: ${megapixels} megapixels at most`,
      )
    }
    throw new StaffError(
      400,
      ext === 'jpg'
        ? msg`This file is not a JPEG image we can read: it is damaged or another kind of file`
        : msg`This file is not a PNG image we can read: it is damaged or another kind of file`,
    )
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The answer to GET /media/f/<hash>/<name>: the file, streamed from wherever the store keeps it
 * (so any instance serves what another stored), with one byte range when asked (video players
 * seek with them), or a redirect to the bucket's public address (MEDIA_PUBLIC_URL, which
 * answers ranges itself); 404 when there is no such file.
 */
export async function serveFile(
  path: string,
  range: string | null,
  method = 'GET',
): Promise<Response> {
  const match = /^([0-9a-f]{32})\/([\w.-]{1,120})$/.exec(path)
  const [, hash = '', name = ''] = match ?? []
  const safe = match ? safeFileName(name) : null
  if (!match || !safe || safe.name !== name) return new Response('Not found', { status: 404 })
  const key = fileKey(hash, name)
  const elsewhere = publicUrlOf(key)
  if (elsewhere) return redirectTo(elsewhere)
  const store = await mediaStore()
  const headers: Record<string, string> = {
    'content-type': FILE_TYPES[safe.ext] ?? 'application/octet-stream',
    'cache-control': IMMUTABLE,
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
  }
  const asked = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null
  if (asked && (asked[1] || asked[2])) {
    // The size first, to answer a range past the end with 416 as before.
    const found = await store.head(key)
    if (!found) return new Response('Not found', { status: 404 })
    const size = found.size
    const start = asked[1] ? Number(asked[1]) : Math.max(0, size - Number(asked[2]))
    const end = asked[1] && asked[2] ? Math.min(Number(asked[2]), size - 1) : size - 1
    if (start > end || start >= size) {
      return new Response(null, { status: 416, headers: { 'content-range': `bytes */${size}` } })
    }
    const part = await objectFor(store, key, method, { start, end })
    if (!part) return new Response('Not found', { status: 404 })
    return new Response(part.body, {
      status: 206,
      headers: {
        ...headers,
        'content-range': `bytes ${start}-${end}/${size}`,
        'content-length': String(end - start + 1),
      },
    })
  }
  const whole = await objectFor(store, key, method)
  if (!whole) return new Response('Not found', { status: 404 })
  return new Response(whole.body, {
    headers: { ...headers, 'content-length': String(whole.size) },
  })
}
