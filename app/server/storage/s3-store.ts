// The many-machine store: an S3-compatible bucket (Tencent COS, Alibaba OSS, MinIO, AWS S3)
// through AWS's own client, server-side only (it never reaches a browser's bundle: all of
// app/server is refused there, app/build/import-protection.ts).
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import {
  type BucketSettings,
  type ByteRange,
  checkKey,
  type ObjectBody,
  type ObjectStore,
  type StoredObject,
} from './store'

/** A "no such object" answer (GET says NoSuchKey, HEAD only its status). */
function notThere(error: unknown) {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  )
}

export class S3Store implements ObjectStore {
  readonly kind = 's3'
  readonly where: string
  readonly bucket: string
  private readonly client: S3Client

  constructor(settings: BucketSettings) {
    this.bucket = settings.bucket
    this.where = `s3://${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // With an endpoint of its own (MinIO, COS, OSS), the bucket goes in the path: no DNS name
      // per bucket is needed, and MinIO answers nothing else by default.
      forcePathStyle: settings.endpoint !== undefined,
      // Without keys the SDK's own chain is used (an instance role on AWS, AWS_* variables).
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // The SDK adds CRC checksums to every upload by default, which not every S3-compatible
      // service accepts; only calls that need one (none of ours) send it.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    })
  }

  async put(key: string, bytes: Uint8Array, contentType: string) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
      }),
    )
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const found = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }),
      )
      return {
        size: found.ContentLength ?? 0,
        etag: found.ETag ?? '""',
        contentType: found.ContentType,
      }
    } catch (error) {
      if (notThere(error)) return null
      throw error
    }
  }

  async get(key: string, range?: ByteRange): Promise<ObjectBody | null> {
    try {
      const found = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      )
      if (!found.Body) return null
      // Of a range, the whole object's size is after the slash of Content-Range.
      const whole = /\/(\d+)$/.exec(found.ContentRange ?? '')?.[1]
      return {
        size: whole ? Number(whole) : (found.ContentLength ?? 0),
        etag: found.ETag ?? '""',
        contentType: found.ContentType,
        body: found.Body.transformToWebStream(),
      }
    } catch (error) {
      if (notThere(error)) return null
      throw error
    }
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }))
  }

  async *list(prefix: string): AsyncIterable<{ key: string; size: number }> {
    let token: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: token,
        }),
      )
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0 }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }
}
