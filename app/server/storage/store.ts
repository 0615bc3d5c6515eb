// The object store's contract and its keys, shared by the store chooser (object-store.ts) and
// the two implementations (disk-store.ts, s3-store.ts).

/** What is known of a stored object without reading it. */
export type StoredObject = {
  /** Bytes. */
  size: number
  /** The store's validator of the bytes (quoted), the same in every process. */
  etag: string
  contentType: string | undefined
}

/** An object being read: its bytes as a web stream, read as the client takes them. */
export type ObjectBody = StoredObject & {
  body: ReadableStream<Uint8Array>
}

/** A byte range, both ends included (as in HTTP's `Range`). */
export type ByteRange = { start: number; end: number }

export interface ObjectStore {
  readonly kind: 'disk' | 's3'
  /** Where the objects are, for people: a folder, or `s3://bucket` and its endpoint. */
  readonly where: string
  /** Stores `bytes` under `key`, whole or not at all (a reader never sees half an object). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The object (or the range of it), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<ObjectBody | null>
  head(key: string): Promise<StoredObject | null>
  /** Removes the object; removing one that is not there is no error. */
  delete(key: string): Promise<void>
  /** Every object whose key starts with `prefix` (all of them for ''), in no promised order. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>
}

/**
 * A key is a path of plain segments (letters, digits, `_`, `.`, `-`), never `.` or `..`: what
 * the site makes of hashes and cleaned file names. The disk store relies on it to stay inside
 * its folder; the bucket gets the same keys.
 */
export function checkKey(key: string): string {
  const segments = key.split('/')
  if (
    key.length === 0 ||
    key.length > 512 ||
    segments.some((s) => !/^[\w.-]{1,200}$/.test(s) || s === '.' || s === '..')
  ) {
    throw new Error(`not an object key: ${JSON.stringify(key.slice(0, 80))}`)
  }
  return key
}

/** The bucket settings of `env`, or null when uploads stay on disk (S3_BUCKET unset). */
export function bucketOf(env: Record<string, string | undefined>) {
  if (!env.S3_BUCKET) return null
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  }
}

export type BucketSettings = NonNullable<ReturnType<typeof bucketOf>>
