// One backup file holds everything a site needs back: a gzipped tar of
//   site-backup.json         what it holds (format, engine, time)
//   database/pglite.tar.gz   PGlite: the data directory's copy (backup.ts), or
//   database/postgres.dump   PostgreSQL: pg_dump's custom format
//   media/…                  the uploaded images and files (MEDIA_DIR), when they are on disk
//   bucket-objects.tsv       or, when they are in a bucket (S3_BUCKET), what it held: each
//                            object's key and size (the bucket itself is backed up by its own
//                            means, docs/deploy.md)
//   code-key                 the generated code key (code-key.ts), when the site uses one
// Written by `npm run db:backup`, put back by `npm run db:restore` (which also reads the older
// backups: a bare PGlite copy or a pg_dump file).
import {
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  fchmodSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { packTar, type TarSource, unpackTar } from 'modern-tar/fs'
import type { ObjectStore } from '~/server/storage/object-store'

export const MANIFEST = 'site-backup.json'
export const PGLITE_ENTRY = 'database/pglite.tar.gz'
export const POSTGRES_ENTRY = 'database/postgres.dump'
export const MEDIA_ENTRY = 'media'
export const KEY_ENTRY = 'code-key'
export const BUCKET_LIST_ENTRY = 'bucket-objects.tsv'

export type Manifest = {
  format: 1
  engine: 'pglite' | 'postgres'
  createdAt: string
  mediaFiles: number
  codeKey: boolean
  /**
   * Where the uploads were when they were in a bucket, and how many objects of how many bytes
   * it held: the backup lists them (BUCKET_LIST_ENTRY) but holds none.
   */
  bucket?: { where: string; objects: number; bytes: number }
}

/** Files under `dir` (0 when it is not there). */
export function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
}

/** Every object of the bucket, one `key<TAB>size` line each, sorted by key. */
async function bucketList(store: ObjectStore) {
  const lines: string[] = []
  let bytes = 0
  for await (const { key, size } of store.list('')) {
    lines.push(`${key}\t${size}`)
    bytes += size
  }
  lines.sort()
  return { text: lines.length > 0 ? `${lines.join('\n')}\n` : '', objects: lines.length, bytes }
}

/**
 * Writes the backup to `out`: the database's copy, the media folder (or, when the uploads are
 * in a bucket, the list of what it holds) and the key file.
 */
export async function writeSiteBackup(
  out: string,
  parts: {
    engine: Manifest['engine']
    /** PGlite: the copy's bytes; PostgreSQL: the path of pg_dump's file. */
    database: Uint8Array | string
    mediaDir: string
    /** Where the uploads are: read as the media folder above unless it is a bucket. */
    store?: ObjectStore
    keyFile: string | undefined
    now?: Date
  },
): Promise<Manifest> {
  // Listed after the database's copy was taken: an object uploaded in between is at worst one
  // the restored database does not name.
  const inBucket = parts.store?.kind === 's3' ? await bucketList(parts.store) : undefined
  const hasMedia = !inBucket && existsSync(parts.mediaDir) && statSync(parts.mediaDir).isDirectory()
  const hasKey = parts.keyFile !== undefined && existsSync(parts.keyFile)
  const manifest: Manifest = {
    format: 1,
    engine: parts.engine,
    createdAt: (parts.now ?? new Date()).toISOString(),
    mediaFiles: hasMedia ? countFiles(parts.mediaDir) : 0,
    codeKey: hasKey,
  }
  if (inBucket && parts.store) {
    manifest.bucket = {
      where: parts.store.where,
      objects: inBucket.objects,
      bytes: inBucket.bytes,
    }
  }
  const sources: TarSource[] = [
    { type: 'content', target: MANIFEST, content: `${JSON.stringify(manifest, null, 2)}\n` },
    typeof parts.database === 'string'
      ? { type: 'file', source: parts.database, target: POSTGRES_ENTRY }
      : { type: 'content', target: PGLITE_ENTRY, content: parts.database },
  ]
  if (hasMedia) sources.push({ type: 'directory', source: parts.mediaDir, target: MEDIA_ENTRY })
  if (inBucket) sources.push({ type: 'content', target: BUCKET_LIST_ENTRY, content: inBucket.text })
  if (hasKey && parts.keyFile) {
    sources.push({ type: 'file', source: parts.keyFile, target: KEY_ENTRY, mode: 0o600 })
  }
  // Readable by its owner only: it holds the key and every member's data.
  const fd = openSync(out, 'w', 0o600)
  // The mode above applies to a new file; an older file of that name is narrowed too.
  fchmodSync(fd, 0o600)
  await pipeline(packTar(sources), createGzip(), createWriteStream('', { fd }))
  return manifest
}

/** Whether `file` is a backup of this format (a gzipped tar whose first entry is the manifest). */
export async function isSiteBackup(file: string): Promise<boolean> {
  const head = await new Promise<Buffer>((done) => {
    const chunks: Buffer[] = []
    let length = 0
    const stream = createReadStream(file).pipe(createGunzip())
    const finish = () => {
      stream.destroy()
      done(Buffer.concat(chunks))
    }
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      length += chunk.length
      if (length >= 512) finish()
    })
    stream.on('end', finish)
    stream.on('error', finish)
  })
  // A tar header starts with the entry's name, NUL-padded to 100 bytes.
  return head.subarray(0, 100).toString('latin1').replace(/\0.*$/s, '') === MANIFEST
}

/** Unpacks a backup of this format into `dir` (which must be empty) and reads its manifest. */
export async function unpackSiteBackup(file: string, dir: string): Promise<Manifest> {
  await pipeline(createReadStream(file), createGunzip(), unpackTar(dir, { maxDepth: 64 }))
  const manifest: unknown = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8'))
  if (
    typeof manifest !== 'object' ||
    manifest === null ||
    Reflect.get(manifest, 'format') !== 1 ||
    !['pglite', 'postgres'].includes(String(Reflect.get(manifest, 'engine')))
  ) {
    throw new Error(`${file} is a backup of a format this version does not know`)
  }
  return manifest as Manifest
}

/** Writes a key file readable by its owner only, never over another file. */
export function writeKeyFile(path: string, key: string) {
  const fd = openSync(path, 'wx', 0o600)
  try {
    writeSync(fd, key.endsWith('\n') ? key : `${key}\n`)
  } finally {
    closeSync(fd)
  }
}
