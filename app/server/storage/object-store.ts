// Where uploaded bytes live (the media library's images, the staff's files): one interface, two
// places. Without S3_BUCKET, a folder on this machine's disk (MEDIA_DIR, disk-store.ts), the
// single-machine default; with it, an S3-compatible bucket (Tencent COS, Alibaba OSS, MinIO,
// AWS S3; s3-store.ts) that every instance behind a load balancer reads and writes alike.
// Keys are the paths the disk has always used (`<hash>/<width>.<format>`,
// `files/<hash>/<name>`), so a folder copied into a bucket as it is (`aws s3 sync`, `mc mirror`,
// `rclone copy`) is that bucket's content (docs/deploy.md).
import { mediaDirOf } from '~/server/db/media-dir'
import { type ByteRange, bucketOf, checkKey, type ObjectStore } from './store'

export {
  type BucketSettings,
  type ByteRange,
  bucketOf,
  checkKey,
  type ObjectBody,
  type ObjectStore,
  type StoredObject,
} from './store'

/**
 * An object for an HTTP answer: its size, and its bytes for a GET; a HEAD opens no download
 * (from a bucket, one that nobody would read). Null when there is no such object.
 */
export async function objectFor(
  store: ObjectStore,
  key: string,
  method: string,
  range?: ByteRange,
): Promise<{ size: number; body: ReadableStream<Uint8Array> | null } | null> {
  if (method === 'HEAD') {
    const found = await store.head(key)
    return found && { size: found.size, body: null }
  }
  const found = await store.get(key, range)
  return found && { size: found.size, body: found.body }
}

/** Removes every object under `prefix` (a media item's widths and formats). */
export async function deletePrefix(store: ObjectStore, prefix: string): Promise<number> {
  const keys: string[] = []
  for await (const { key } of store.list(prefix)) keys.push(key)
  for (const key of keys) await store.delete(key)
  return keys.length
}

/** One client per process and setting: it keeps its connections to the bucket alive. */
const stores = new Map<string, Promise<ObjectStore>>()

/**
 * The store uploads go to, as the environment says: the bucket when S3_BUCKET is set, else the
 * media folder. The SDK is loaded only when a bucket is configured.
 */
export function mediaStore(env: Record<string, string | undefined> = process.env) {
  const bucket = bucketOf(env)
  const id = bucket ? `s3 ${JSON.stringify(bucket)}` : `disk ${mediaDirOf(env)}`
  let store = stores.get(id)
  if (!store) {
    store = bucket
      ? import('./s3-store').then(({ S3Store }) => new S3Store(bucket))
      : import('./disk-store').then(({ DiskStore }) => new DiskStore(mediaDirOf(env)))
    stores.set(id, store)
  }
  return store
}

/**
 * The public address of a stored object when MEDIA_PUBLIC_URL names the bucket's public origin
 * or a CDN in front of it: the site then redirects there instead of streaming the bytes itself.
 * Only for what anyone may see (published images and files); never for personal data.
 */
export function publicUrlOf(
  key: string,
  env: Record<string, string | undefined> = process.env,
): string | null {
  const base = env.MEDIA_PUBLIC_URL
  if (!base || !env.S3_BUCKET) return null
  return `${base.replace(/\/+$/, '')}/${checkKey(key)}`
}
